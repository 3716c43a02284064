import { LANGUAGES } from '@openwell/i18n';
import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, translateMail } from './mail.i18n.ts';
import {
  escapeHtml,
  renderEmployerInvitationMail,
  renderPasswordResetMail,
  renderQuestionnaireReviewMail,
} from './mail.templates.ts';

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

describe('mail translation helpers', () => {
  it('throws for a key missing in English', () => {
    expect(() => translateMail('de', 'passwordReset.nope')).toThrow('Missing translation mail:passwordReset.nope');
  });

  it('picks the first supported language of Accept-Language', () => {
    expect(languageFromAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8')).toBe('fr');
    expect(languageFromAcceptLanguage('es-ES,es;q=0.9,nl;q=0.5')).toBe('nl');
    expect(languageFromAcceptLanguage('es')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
  });
});

describe('renderQuestionnaireReviewMail', () => {
  const url = 'https://wellness.example.com/anamnesebogen';

  it('asks to review the questionnaire, links to it and says the answers are private', () => {
    const mail = renderQuestionnaireReviewMail('en', { url });
    expect(mail.subject).toBe('Time to review your health questionnaire');
    expect(mail.text).toContain(`\n${url}\n`);
    expect(mail.text).toContain('only you can see them');
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain('>Review my answers</a>');
  });

  it.each([
    ['de', 'Zeit, Ihren Gesundheitsfragebogen zu überprüfen', 'Meine Antworten überprüfen'],
    ['nl', 'Tijd om uw gezondheidsvragenlijst te herzien', 'Mijn antwoorden nakijken'],
    ['fr', 'Il est temps de revoir votre questionnaire de santé', 'Revoir mes réponses'],
    ['it', 'È il momento di rivedere il tuo questionario sulla salute', 'Rivedi le mie risposte'],
  ] as const)('renders %s', (language, subject, button) => {
    const mail = renderQuestionnaireReviewMail(language, { url });
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain(`>${escapeHtml(button)}</a>`);
    expect(mail.text).not.toMatch(/\{\{|questionnaireReview\./);
  });
});
