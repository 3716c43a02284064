/**
 * The QR code of `text` as an SVG data URL (crisp at any size; the CSP allows `img-src data:`).
 * The qrcode library is loaded only when a QR code is shown. Used by the second factor's enrolment (accounts) and a
 * redemption's code (rewards), both through `import()`.
 */
export async function qrDataUrl(text: string): Promise<string> {
  const qrcode = await import('qrcode');
  const render = qrcode.toString ?? (qrcode as unknown as { default: typeof qrcode }).default.toString;
  const svg = await render(text, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#000000', light: '#ffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
