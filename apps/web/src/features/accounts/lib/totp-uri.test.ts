import { describe, expect, it } from 'vitest';
import { backupCodesText, groupSecret, secretFromTotpUri } from './totp-uri.ts';

describe('totp uri helpers', () => {
  it('reads the secret of an otpauth URI', () => {
    const uri = 'otpauth://totp/OpenWell:ann%40example.test?secret=jbswy3dpehpk3pxp&issuer=OpenWell&digits=6&period=30';
    expect(secretFromTotpUri(uri)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('answers null for URIs without a secret and for garbage', () => {
    expect(secretFromTotpUri('otpauth://totp/OpenWell:ann?issuer=OpenWell')).toBeNull();
    expect(secretFromTotpUri('not a uri')).toBeNull();
  });

  it('groups the secret in fours', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(groupSecret('')).toBe('');
  });

  it('writes backup codes one per line under a heading', () => {
    expect(backupCodesText(['a1', 'b2'], 'OpenWell')).toBe('OpenWell\n\na1\nb2\n');
  });
});
