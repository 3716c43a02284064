import { QUESTIONNAIRE_REVIEW_MONTHS } from '@openwell/contracts';
import type { TLanguage } from '@openwell/i18n';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import type { MailService } from '../mail/mail.service.ts';
import { renderQuestionnaireReviewMail } from './questionnaire.mails.ts';
import { claimReviewReminder, findReviewsDue, releaseReviewReminder } from './questionnaire.repo.ts';

/** Where the reminder leads: the wizard, which opens with the latest answers to review. */
export const QUESTIONNAIRE_PATH = '/anamnesebogen';

/** The e-mail address and language of a person (the auth service; features/services.ts). */
export interface ReminderRecipients {
  contactOf(userId: string): Promise<{ email: string; language: TLanguage } | null>;
}

export type ReviewRemindersDeps = {
  database: Database;
  logger: Logger;
  mail: Pick<MailService, 'send'>;
  recipients: ReminderRecipients;
  publicUrl: string;
};

/** What one reminder run did. */
export type TReminderRunResult = { due: number; sent: number; failed: number };

/** Submissions completed at or before this instant are due for review: QUESTIONNAIRE_REVIEW_MONTHS before `now`. */
export function reviewReminderCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - QUESTIONNAIRE_REVIEW_MONTHS);
  return cutoff;
}

const BATCH = 200;

/**
 * The yearly review reminder (ADR 020): one e-mail per completed questionnaire, QUESTIONNAIRE_REVIEW_MONTHS after it
 * was completed, when it is still the person's latest (a newer version is a review done). The mail names no health
 * data: it asks the person to review their answers and links to the questionnaire.
 *
 * Each reminder is claimed first (`review_reminded_at` set by one conditional update, so two runs at once never send
 * it twice), then sent; a mail that cannot be sent gives the claim back, and the next run tries again. A crash
 * between the claim and the send loses that one reminder rather than sending it twice.
 */
export function createReviewReminders(deps: ReviewRemindersDeps) {
  const { db } = deps.database;
  const log = deps.logger.child({ feature: 'questionnaire', part: 'review-reminders' });

  async function remind(
    due: { id: string; userId: string; companyId: string },
    now: Date,
  ): Promise<'sent' | 'skipped' | 'failed'> {
    if (!(await claimReviewReminder(db, due.id, now))) return 'skipped';
    const contact = await deps.recipients.contactOf(due.userId);
    if (!contact) return 'skipped';
    try {
      const mail = renderQuestionnaireReviewMail(contact.language, { url: `${deps.publicUrl}${QUESTIONNAIRE_PATH}` });
      await deps.mail.send({ to: contact.email, language: contact.language, companyId: due.companyId, ...mail });
      return 'sent';
    } catch (error) {
      await releaseReviewReminder(db, due.id, now);
      log.error({ err: error, userId: due.userId }, 'questionnaire review reminder not sent; tried again next run');
      return 'failed';
    }
  }

  return {
    /**
     * Sends the reminders due at `now`, in batches. Idempotent: a reminder sent is never due again. Throws after
     * the run when any mail failed, so the job is retried (the failed ones only: the others are claimed).
     */
    async sendDue(now: Date): Promise<TReminderRunResult> {
      const cutoff = reviewReminderCutoff(now);
      const result: TReminderRunResult = { due: 0, sent: 0, failed: 0 };
      const failed = new Set<string>();
      for (;;) {
        const batch = (await findReviewsDue(db, cutoff, BATCH + failed.size)).filter((due) => !failed.has(due.id));
        if (batch.length === 0) break;
        for (const due of batch) {
          result.due++;
          const outcome = await remind(due, now);
          if (outcome === 'sent') result.sent++;
          if (outcome === 'failed') {
            result.failed++;
            failed.add(due.id);
          }
        }
      }
      if (result.failed > 0) {
        throw new Error(`${result.failed} of ${result.due} questionnaire review reminders could not be sent`);
      }
      return result;
    },
  };
}

export type ReviewReminders = ReturnType<typeof createReviewReminders>;
