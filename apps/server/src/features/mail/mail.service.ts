import type { TLanguage } from '@openwell/i18n';
import type { TConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createSmtpTransport, type SmtpTransport } from '../../integrations/mail/smtp-transport.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import { insertOutboxMail, selectRecentOutboxMail } from './mail.repo.ts';
import type { MailOutboxRow } from './mail.tables.ts';

export type TMailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  language: TLanguage;
  companyId?: string | null;
};

export interface MailService {
  /**
   * With SMTP_URL: delivers over SMTP and records the mail as 'sent', or as 'failed' and throws
   * AppError('MAIL_DELIVERY_FAILED'). Without: holds it in the outbox ('pending') for the development mailbox and
   * logs its first link.
   */
  send(message: TMailMessage): Promise<void>;
  /** The newest outbox mails, for the development mailbox. */
  listRecent(limit: number): Promise<MailOutboxRow[]>;
}

const LAST_ERROR_MAX_LENGTH = 1000;

export function firstLink(text: string): string | null {
  return /https?:\/\/[^\s<>"']+/.exec(text)?.[0] ?? null;
}

function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, LAST_ERROR_MAX_LENGTH);
}

export function createMailService(deps: { config: TConfig; database: Database; logger: Logger }): MailService {
  const { config } = deps;
  const logger = deps.logger.child({ component: 'mail' });
  const from = config.mailFrom;
  // nodemailer connects per message, so creating the transport up front opens nothing.
  const transport: SmtpTransport | null = config.smtpUrl ? createSmtpTransport(config.smtpUrl) : null;

  async function record(
    message: TMailMessage,
    outcome: Pick<MailOutboxRow, 'status' | 'lastError' | 'sentAt'>,
  ): Promise<void> {
    await insertOutboxMail(deps.database.db, {
      companyId: message.companyId ?? null,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      language: message.language,
      attempts: outcome.status === 'pending' ? 0 : 1,
      ...outcome,
    });
  }

  /** After a delivery attempt the outcome is already fixed: a failing outbox write is logged, not thrown. */
  async function recordAfterAttempt(
    message: TMailMessage,
    outcome: Pick<MailOutboxRow, 'status' | 'lastError' | 'sentAt'>,
  ): Promise<void> {
    try {
      await record(message, outcome);
    } catch (error) {
      logger.error({ err: error, status: outcome.status }, 'mail outcome could not be recorded in the outbox');
    }
  }

  return {
    async send(message) {
      if (!transport) {
        await record(message, { status: 'pending', lastError: null, sentAt: null });
        logger.info(
          { to: message.to, subject: message.subject, link: firstLink(message.text) },
          'mail held in outbox (no SMTP_URL)',
        );
        return;
      }
      try {
        await transport.send({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      } catch (error) {
        logger.warn({ err: error, subject: message.subject }, 'mail delivery failed');
        await recordAfterAttempt(message, { status: 'failed', lastError: errorText(error), sentAt: null });
        throw new AppError('MAIL_DELIVERY_FAILED', undefined, { cause: error });
      }
      await recordAfterAttempt(message, { status: 'sent', lastError: null, sentAt: new Date() });
      logger.info({ subject: message.subject }, 'mail sent');
    },
    listRecent(limit) {
      return selectRecentOutboxMail(deps.database.db, limit);
    },
  };
}
