import { LANGUAGES } from '@openwell/i18n';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../mail/mail.templates.ts';
import { renderPasswordResetMail } from './auth.mails.ts';

const URL_WITH_QUERY = 'https://wellness.example.com/reset-password?token=abc&lang=de';

describe('renderPasswordResetMail', () => {
  it('renders English with the link in text and HTML, the validity and the ignore hint', () => {
    const mail = renderPasswordResetMail('en', { url: URL_WITH_QUERY, ttlMinutes: 15 });
    expect(mail.subject).toBe('Reset your OpenWell password');
    expect(mail.text).toContain(`\n${URL_WITH_QUERY}\n`);
    expect(mail.text).toContain('The link is valid for 15 minutes and can be used only once.');
    expect(mail.text).toContain('If you did not ask to reset your password, please ignore this e-mail.');
    expect(mail.html).toContain('<html lang="en">');
    // The link appears as a button and as plain text, HTML-escaped.
    const escaped = 'https://wellness.example.com/reset-password?token=abc&amp;lang=de';
    expect(mail.html.split(`href="${escaped}"`)).toHaveLength(3);
    expect(mail.html).toContain('>Choose a new password</a>');
    expect(mail.html).not.toContain('?token=abc&lang');
  });

  it.each([
    ['de', 'Setzen Sie Ihr OpenWell-Passwort zurück', 'Der Link ist 15 Minuten gültig'],
    ['nl', 'Stel uw OpenWell-wachtwoord opnieuw in', 'De link is 15 minuten geldig'],
    ['fr', 'Réinitialisez votre mot de passe OpenWell', 'Le lien est valable 15 minutes'],
    ['it', 'Reimposta la tua password OpenWell', 'Il link è valido per 15 minuti'],
  ] as const)('renders %s', (language, subject, validity) => {
    const mail = renderPasswordResetMail(language, { url: URL_WITH_QUERY, ttlMinutes: 15 });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(validity);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain(escapeHtml(subject));
  });

  it('uses the singular for one minute', () => {
    expect(renderPasswordResetMail('en', { url: URL_WITH_QUERY, ttlMinutes: 1 }).text).toContain(
      'valid for 1 minute and',
    );
    expect(renderPasswordResetMail('de', { url: URL_WITH_QUERY, ttlMinutes: 1 }).text).toContain('1 Minute gültig');
  });

  it('escapes markup in interpolated values', () => {
    const mail = renderPasswordResetMail('en', {
      url: 'https://x.test/?a="><script>alert(1)</script>',
      ttlMinutes: 15,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('has every text in every language', () => {
    for (const language of LANGUAGES) {
      const mail = renderPasswordResetMail(language, { url: URL_WITH_QUERY, ttlMinutes: 15 });
      expect(mail.text).not.toMatch(/\{\{|passwordReset\./);
    }
  });
});
