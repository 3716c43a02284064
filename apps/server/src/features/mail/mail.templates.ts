import type { TLanguage } from '@openwell/i18n';
import { translateMail } from './mail.i18n.ts';

/*
 * The layout every mail uses. Each mail's own template lives with the feature that sends it
 * (`features/<name>/<name>.mails.ts`), which declares it in its descriptor's `mails` (ADR 025).
 */

export type TRenderedMail = { subject: string; text: string; html: string };

/** A mail's template: its texts in a language, with what the mail names (a link, a company). */
export type TMailTemplate = (language: TLanguage, input: never) => TRenderedMail;

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

/** What a mail with one action link says, in order; every text already translated. */
export type TLinkMailContent = {
  language: TLanguage;
  subject: string;
  greeting: string;
  /** Paragraphs before the button. */
  intro: string[];
  button: string;
  linkHint: string;
  url: string;
  /** Paragraphs after the link (validity, what to do if unexpected). */
  after: string[];
  signOff: string;
  team: string;
};

/**
 * A mail built around one link: subject, plain text (the link on its own line) and a simple, accessible HTML version
 * (language attribute, real text, a high-contrast button plus the link as plain text).
 */
export function renderLinkMail(content: TLinkMailContent): TRenderedMail {
  const { language, subject } = content;
  const footer = translateMail(language, 'footer');
  const text = [
    content.greeting,
    '',
    ...content.intro.flatMap((p) => [p, '']),
    content.url,
    '',
    ...content.after.flatMap((p) => [p, '']),
    content.signOff,
    content.team,
    '',
    '--',
    footer,
    '',
  ].join('\n');

  const url = escapeHtml(content.url);
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
${paragraph(content.greeting)}
${content.intro.map((p) => paragraph(p)).join('\n')}
<p style="margin:24px 0;"><a href="${url}" style="display:inline-block;background:${BRAND_COLOR};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px;">${escapeHtml(content.button)}</a></p>
${paragraph(content.linkHint, `color:${MUTED_COLOR};font-size:14px;`)}
<p style="margin:0 0 16px;font-size:14px;word-break:break-all;"><a href="${url}" style="color:${BRAND_COLOR};">${url}</a></p>
${content.after.map((p) => paragraph(p)).join('\n')}
<p style="margin:0;">${escapeHtml(content.signOff)}<br>${escapeHtml(content.team)}</p>
</div>
<p style="margin:16px 0 0;font-size:12px;color:${MUTED_COLOR};text-align:center;">${escapeHtml(footer)}</p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}
