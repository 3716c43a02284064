import { describe, expect, it } from 'vitest';
import { clientKey } from './rate-limit.ts';

describe('clientKey', () => {
  it('keeps IPv4 addresses as they are', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.8')).not.toBe(clientKey('203.0.113.7'));
  });

  it('groups IPv6 addresses per /64', () => {
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('2001:db8::1.2.3.4')).toBe('2001:db8:0:0::/64');
  });

  it('treats IPv4-mapped IPv6 as the IPv4 address', () => {
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('passes anything else through', () => {
    expect(clientKey('')).toBe('unknown');
    expect(clientKey('not-an-ip')).toBe('not-an-ip');
  });
});
