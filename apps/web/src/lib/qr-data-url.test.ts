import { describe, expect, it } from 'vitest';
import { qrDataUrl } from './qr-data-url.ts';

describe('qrDataUrl', () => {
  it('renders an SVG data URL', async () => {
    const url = await qrDataUrl('otpauth://totp/OpenWell:ann?secret=JBSWY3DPEHPK3PXP&issuer=OpenWell');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toContain('<svg');
  });
});
