import type { TLanguage } from '@openwell/i18n';
import { translateMail } from './mail.i18n.ts';

export type TRenderedMail = { subject: string; text: string; html: string };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const BRAND_COLOR = '#0f766e'; // teal-700: 5.4:1 against white text
const TEXT_COLOR = '#1f2937';
const MUTED_COLOR = '#4b5563';

function paragraph(text: string, style = ''): string {
  return `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;
}

/**
 * The password-reset e-mail in the user's language: subject, plain text (the link on its own line) and a simple,
 * accessible HTML version (language attribute, real text, a high-contrast button plus the link as plain text).
 */
export function renderPasswordResetMail(
  language: TLanguage,
  input: { url: string; ttlMinutes: number },
): TRenderedMail {
  const t = (key: string, values?: Record<string, string | number>) =>
    translateMail(language, `passwordReset.${key}`, values);
  const subject = t('subject');
  const validity = t('validity', { count: input.ttlMinutes });
  const footer = translateMail(language, 'footer');

  const text = [
    t('greeting'),
    '',
    t('intro'),
    '',
    input.url,
    '',
    validity,
    '',
    t('ignore'),
    '',
    t('signOff'),
    t('team'),
    '',
    '--',
    footer,
    '',
  ].join('\n');

  const url = escapeHtml(input.url);
  const html = `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<div style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:${TEXT_COLOR};">
<div style="background:#ffffff;border-radius:8px;padding:24px;">
<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;color:${TEXT_COLOR};">${escapeHtml(subject)}</h1>
${paragraph(t('greeting'))}
${paragraph(t('intro'))}
<p style="margin:24px 0;"><a href="${url}" style="display:inline-block;background:${BRAND_COLOR};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px;">${escapeHtml(t('button'))}</a></p>
${paragraph(t('linkHint'), `color:${MUTED_COLOR};font-size:14px;`)}
<p style="margin:0 0 16px;font-size:14px;word-break:break-all;"><a href="${url}" style="color:${BRAND_COLOR};">${url}</a></p>
${paragraph(validity)}
${paragraph(t('ignore'))}
<p style="margin:0;">${escapeHtml(t('signOff'))}<br>${escapeHtml(t('team'))}</p>
</div>
<p style="margin:16px 0 0;font-size:12px;color:${MUTED_COLOR};text-align:center;">${escapeHtml(footer)}</p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}
