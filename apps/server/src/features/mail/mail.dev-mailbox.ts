import type { TLanguage } from '@openwell/i18n';
import { isIP } from 'node:net';
import { translateMail } from './mail.i18n.ts';
import type { MailOutboxRow } from './mail.tables.ts';
import { escapeHtml } from './mail.templates.ts';

/**
 * The development mailbox: without SMTP the outbox holds every mail (password-reset links included), and this page
 * shows them. Reset links are keys to accounts, so the page is off in production, and outside production it answers
 * only when PUBLIC_URL is a loopback address (a developer's machine) or the request comes from this machine, so a
 * server left on NODE_ENV=development on a public address does not publish its reset links.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1' || host === '::ffff:127.0.0.1' || /^::ffff:127\./.test(host);
}

export function devMailboxEnabled(config: { nodeEnv: string; publicUrl: string }, request: { ip: string }): boolean {
  if (config.nodeEnv === 'production') return false;
  return isLoopbackHost(new URL(config.publicUrl).hostname) || isLoopbackHost(request.ip);
}

/** Escapes text and turns http(s) links into anchors. */
function linkify(text: string): string {
  return escapeHtml(text).replace(
    /https?:\/\/[^\s<]+/g,
    (url) => `<a href="${url}" style="color:#0f766e;word-break:break-all;">${url}</a>`,
  );
}

const STATUS_KEYS: Record<MailOutboxRow['status'], string> = {
  pending: 'devMailbox.statusPending',
  sent: 'devMailbox.statusSent',
  failed: 'devMailbox.statusFailed',
};

export function renderDevMailboxPage(language: TLanguage, mails: MailOutboxRow[]): string {
  const t = (key: string) => escapeHtml(translateMail(language, `devMailbox.${key}`));
  const cell = 'padding:8px;border-bottom:1px solid #d1d5db;vertical-align:top;text-align:left;';
  const rows = mails
    .map(
      (mail) => `<tr>
<td style="${cell}white-space:nowrap;"><time datetime="${mail.createdAt.toISOString()}">${escapeHtml(
        mail.createdAt.toISOString().replace('T', ' ').slice(0, 19),
      )} UTC</time></td>
<td style="${cell}">${escapeHtml(mail.toAddress)}</td>
<td style="${cell}">${escapeHtml(mail.subject)}</td>
<td style="${cell}">${escapeHtml(translateMail(language, STATUS_KEYS[mail.status]))}</td>
<td style="${cell}"><pre style="margin:0;white-space:pre-wrap;font-family:inherit;">${mail.textBody === null ? '—' : linkify(mail.textBody)}</pre></td>
</tr>`,
    )
    .join('\n');
  const body =
    mails.length === 0
      ? `<p>${t('empty')}</p>`
      : `<table style="border-collapse:collapse;width:100%;">
<thead><tr><th scope="col" style="${cell}">${t('time')}</th><th scope="col" style="${cell}">${t('to')}</th><th scope="col" style="${cell}">${t('subject')}</th><th scope="col" style="${cell}">${t('status')}</th><th scope="col" style="${cell}">${t('message')}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('title')}</title>
</head>
<body style="margin:0;padding:24px;font-family:system-ui,Arial,sans-serif;color:#1f2937;background:#ffffff;">
<main>
<h1 style="margin:0 0 8px;font-size:24px;">${t('title')}</h1>
<p style="margin:0 0 24px;color:#4b5563;">${t('intro')}</p>
${body}
</main>
</body>
</html>
`;
}
