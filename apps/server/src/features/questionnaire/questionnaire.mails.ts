import type { TLanguage } from '@openwell/i18n';
import { translateMail } from '../mail/mail.i18n.ts';
import { renderLinkMail, type TRenderedMail } from '../mail/mail.templates.ts';

/**
 * The yearly reminder to review the health questionnaire (issue 12) in the person's language. It names no health data
 * (no answer, no rating, not even when it was completed): only that a review is due, and the link to the
 * questionnaire.
 */
export function renderQuestionnaireReviewMail(language: TLanguage, input: { url: string }): TRenderedMail {
  const t = (key: string, values?: Record<string, string | number>) =>
    translateMail(language, `questionnaireReview.${key}`, values);
  return renderLinkMail({
    language,
    subject: t('subject'),
    greeting: t('greeting'),
    intro: [t('intro'), t('why')],
    button: t('button'),
    linkHint: t('linkHint'),
    url: input.url,
    after: [t('privacy'), t('once')],
    signOff: t('signOff'),
    team: t('team'),
  });
}
