import { LANGUAGES } from '@openwell/i18n';
import { describe, expect, it } from 'vitest';
import { renderEmployerInvitationMail } from './employers.mails.ts';

describe('renderEmployerInvitationMail', () => {
  const INVITATION_URL = 'https://wellness.example.com/admin/invitation?token=abc_DEF-123';
  const input = { url: INVITATION_URL, companyName: 'Acme & Söhne', ttlHours: 72 };

  it('names the company, the link, the 72 hours and the second factor (English)', () => {
    const mail = renderEmployerInvitationMail('en', input);
    expect(mail.subject).toBe('You are invited to manage Acme & Söhne on OpenWell');
    expect(mail.text).toContain(`\n${INVITATION_URL}\n`);
    expect(mail.text).toContain('You have been invited to manage Acme & Söhne in the OpenWell admin area');
    expect(mail.text).toContain('The link is valid for 72 hours and can be used only once.');
    expect(mail.text).toContain('two-factor authentication');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html.split(`href="${INVITATION_URL}"`)).toHaveLength(3);
    expect(mail.html).toContain('>Accept the invitation</a>');
    // The company's name is text, not markup.
    expect(mail.html).toContain('Acme &amp; Söhne');
    expect(mail.html).not.toContain('Acme & Söhne');
  });

  it.each([
    ['de', 'Einladung zur Verwaltung von Acme & Söhne bei OpenWell', 'Der Link ist 72 Stunden gültig'],
    ['nl', 'Uitnodiging om Acme & Söhne te beheren in OpenWell', 'De link is 72 uur geldig'],
    ['fr', 'Invitation à gérer Acme & Söhne sur OpenWell', 'Le lien est valable 72 heures'],
    ['it', 'Invito a gestire Acme & Söhne su OpenWell', 'Il link è valido per 72 ore'],
  ] as const)('renders %s', (language, subject, validity) => {
    const mail = renderEmployerInvitationMail(language, input);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(validity);
    expect(mail.text).toContain('Acme & Söhne');
    expect(mail.html).toContain(`<html lang="${language}">`);
  });

  it('escapes markup in the company name and has every text in every language', () => {
    for (const language of LANGUAGES) {
      const mail = renderEmployerInvitationMail(language, { ...input, companyName: '<b>Evil</b>' });
      expect(mail.html).not.toContain('<b>Evil</b>');
      expect(mail.text).not.toMatch(/\{\{|employerInvitation\./);
      expect(mail.subject).toContain('<b>Evil</b>'); // plain text: the subject is not markup
    }
    expect(renderEmployerInvitationMail('en', { ...input, ttlHours: 1 }).text).toContain('valid for 1 hour and');
  });
});
