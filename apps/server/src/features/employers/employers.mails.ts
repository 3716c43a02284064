import type { TLanguage } from '@openwell/i18n';
import { translateMail } from '../mail/mail.i18n.ts';
import { renderLinkMail, type TRenderedMail } from '../mail/mail.templates.ts';

/**
 * The invitation of an employer (issue 8) in the invitee's language: which company, the single-use link to set a
 * password, how long it is valid, and that the admin area asks for a second factor.
 */
export function renderEmployerInvitationMail(
  language: TLanguage,
  input: { url: string; companyName: string; ttlHours: number },
): TRenderedMail {
  const t = (key: string, values?: Record<string, string | number>) =>
    translateMail(language, `employerInvitation.${key}`, values);
  const company = { company: input.companyName };
  return renderLinkMail({
    language,
    subject: t('subject', company),
    greeting: t('greeting'),
    intro: [t('intro', company), t('secondFactor')],
    button: t('button'),
    linkHint: t('linkHint'),
    url: input.url,
    after: [t('validity', { count: input.ttlHours }), t('ignore')],
    signOff: t('signOff'),
    team: t('team'),
  });
}
