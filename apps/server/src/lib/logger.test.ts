import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl } from './logger.ts';

describe('redactUrl', () => {
  it('hides the values of secret query parameters and keeps the rest', () => {
    expect(redactUrl('/reset-password?token=abc123')).toBe('/reset-password?token=[redacted]');
    expect(redactUrl('/admin?setup=s3cr3t&lang=de')).toBe('/admin?setup=[redacted]&lang=de');
    expect(redactUrl('/auth/fitbit/callback?code=c0de&state=st4te')).toBe(
      '/auth/fitbit/callback?code=[redacted]&state=[redacted]',
    );
    expect(redactUrl('/x?TOKEN=a&%74oken=b&page=2')).toBe('/x?TOKEN=[redacted]&%74oken=[redacted]&page=2');
    expect(redactUrl('/api/admin/users?search=ada&page=2')).toBe('/api/admin/users?search=ada&page=2');
    expect(redactUrl('/plain')).toBe('/plain');
    expect(redactUrl('/x?token')).toBe('/x?token');
  });

  it('is used for the request in log lines', () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } });
    logger.info({ req: { method: 'GET', url: '/reset-password?token=abc123', ip: '127.0.0.1' } }, 'incoming request');
    logger.error({ err: new Error('boom') }, 'failed');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      req: { method: 'GET', url: '/reset-password?token=[redacted]', remoteAddress: '127.0.0.1' },
    });
    expect(lines[0]).not.toContain('abc123');
    // The standard error serializer stays in place.
    expect(JSON.parse(lines[1]!)).toMatchObject({ err: { type: 'Error', message: 'boom', stack: expect.any(String) } });
  });
});
