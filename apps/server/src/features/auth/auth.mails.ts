import type { TLanguage } from '@openwell/i18n';
import { translateMail } from '../mail/mail.i18n.ts';
import { renderLinkMail, type TRenderedMail } from '../mail/mail.templates.ts';

/** The password-reset e-mail in the user's language. */
export function renderPasswordResetMail(
  language: TLanguage,
  input: { url: string; ttlMinutes: number },
): TRenderedMail {
  const t = (key: string, values?: Record<string, string | number>) =>
    translateMail(language, `passwordReset.${key}`, values);
  return renderLinkMail({
    language,
    subject: t('subject'),
    greeting: t('greeting'),
    intro: [t('intro')],
    button: t('button'),
    linkHint: t('linkHint'),
    url: input.url,
    after: [t('validity', { count: input.ttlMinutes }), t('ignore')],
    signOff: t('signOff'),
    team: t('team'),
  });
}
