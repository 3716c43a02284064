import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../mail/mail.templates.ts';
import { renderQuestionnaireReviewMail } from './questionnaire.mails.ts';

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
