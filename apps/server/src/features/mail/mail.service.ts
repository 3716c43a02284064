import { randomUUID } from 'node:crypto';
import type { TMailDelivery } from '@openwell/contracts';
import type { TLanguage } from '@openwell/i18n';
import type { TConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createSmtpTransport, type SmtpTransport } from '../../integrations/mail/smtp-transport.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import { decrypt, DecryptionError, encrypt } from '../../lib/crypto.ts';
import {
  countPendingOutboxMail,
  insertOutboxMail,
  SEALED_BODY_PATTERN,
  selectClearPendingOutboxMail,
  selectRecentOutboxMail,
  updateOutboxMailBodies,
} from './mail.repo.ts';
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
   * AppError('MAIL_DELIVERY_FAILED'). Without: holds it in the outbox ('pending'). Outside production it also logs
   * the mail's first link (for the developer); in production nothing of the mail's content is logged, since its
   * links are keys to accounts.
   */
  send(message: TMailMessage): Promise<void>;
  /**
   * The newest outbox mails, for the development mailbox, with the bodies of pending mails decrypted (null once a
   * delivery was attempted, or when they cannot be decrypted with this key).
   */
  listRecent(limit: number): Promise<MailOutboxRow[]>;
  /** How mail is delivered, and how many mails wait unsent in the outbox (admin area). */
  deliveryStatus(): Promise<{ delivery: TMailDelivery; pending: number }>;
}

export const SMTP_MISSING_WARNING =
  'SMTP_URL is not set: e-mails (password reset links) are not sent; they wait in the outbox. Set SMTP_URL to an ' +
  'smtp:// or smtps:// URL and restart to deliver mail.';

const LAST_ERROR_MAX_LENGTH = 1000;

const SEALED_BODY = new RegExp(SEALED_BODY_PATTERN);

/** What a mail body's encryption is bound to: its row and part, so a body copied to another row fails to decrypt. */
export function mailBodyContext(mailId: string, part: 'text' | 'html'): string {
  return `mail:${mailId}:${part}`;
}

/** The body of a pending mail as stored: encrypted with the data key, bound to the row (see mail.tables.ts). */
export function sealMailBody(key: Buffer, mailId: string, part: 'text' | 'html', body: string): string {
  return encrypt(body, key, mailBodyContext(mailId, part));
}

/** A stored body read back; null when there is none, or it cannot be decrypted (another key, or tampered with). */
export function openMailBody(key: Buffer, mailId: string, part: 'text' | 'html', stored: string | null): string | null {
  if (stored === null) return null;
  try {
    return decrypt(stored, key, mailBodyContext(mailId, part));
  } catch (error) {
    if (error instanceof DecryptionError) return null;
    throw error;
  }
}

/**
 * Encrypts the bodies of pending mails still stored in clear (rows written before issue 22; migration 0021 already
 * dropped the bodies of mails that were sent or failed). Run at start, after the migrations; idempotent. Returns how
 * many mails it sealed.
 */
export async function sealClearOutboxMail(database: Database, key: Buffer): Promise<number> {
  const rows = await selectClearPendingOutboxMail(database.db);
  const seal = (id: string, part: 'text' | 'html', body: string | null) =>
    body === null || SEALED_BODY.test(body) ? body : sealMailBody(key, id, part, body);
  for (const row of rows) {
    await updateOutboxMailBodies(database.db, row.id, {
      textBody: seal(row.id, 'text', row.textBody),
      htmlBody: seal(row.id, 'html', row.htmlBody),
    });
  }
  return rows.length;
}

export function firstLink(text: string): string | null {
  return /https?:\/\/[^\s<>"']+/.exec(text)?.[0] ?? null;
}

function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, LAST_ERROR_MAX_LENGTH);
}

export function createMailService(deps: {
  config: TConfig;
  database: Database;
  logger: Logger;
  /** The data key (lib/crypto.ts): pending mail bodies are stored encrypted with it. */
  encryptionKey: Buffer;
}): MailService {
  const { config, encryptionKey } = deps;
  const logger = deps.logger.child({ component: 'mail' });
  const from = config.mailFrom;
  // nodemailer connects per message, so creating the transport up front opens nothing.
  const transport: SmtpTransport | null = config.smtpUrl ? createSmtpTransport(config.smtpUrl) : null;
  const production = config.nodeEnv === 'production';
  const delivery: TMailDelivery = transport ? 'smtp' : production ? 'outbox' : 'dev-mailbox';
  // Created once per app, at start: the operator learns here (and in the admin area) that nobody gets mail.
  if (delivery === 'outbox') logger.warn(SMTP_MISSING_WARNING);

  async function record(
    message: TMailMessage,
    outcome: Pick<MailOutboxRow, 'status' | 'lastError' | 'sentAt'>,
  ): Promise<MailOutboxRow> {
    // Only a mail that waits keeps its body (encrypted): after a delivery attempt nothing will send it again, and
    // its links are keys to accounts.
    const id = randomUUID();
    const pending = outcome.status === 'pending';
    return insertOutboxMail(deps.database.db, {
      id,
      companyId: message.companyId ?? null,
      toAddress: message.to,
      subject: message.subject,
      textBody: pending ? sealMailBody(encryptionKey, id, 'text', message.text) : null,
      htmlBody: pending && message.html !== undefined ? sealMailBody(encryptionKey, id, 'html', message.html) : null,
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
        const row = await record(message, { status: 'pending', lastError: null, sentAt: null });
        if (production) {
          // No address, no link. The row (its body encrypted) holds the mail; nobody reads its link from the database.
          logger.warn({ mailId: row.id, subject: message.subject }, 'mail kept in the outbox, not sent: no SMTP_URL');
        } else {
          logger.info(
            { to: message.to, subject: message.subject, link: firstLink(message.text) },
            'mail held in outbox (no SMTP_URL)',
          );
        }
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
    async listRecent(limit) {
      const rows = await selectRecentOutboxMail(deps.database.db, limit);
      return rows.map((row) => ({
        ...row,
        textBody: openMailBody(encryptionKey, row.id, 'text', row.textBody),
        htmlBody: openMailBody(encryptionKey, row.id, 'html', row.htmlBody),
      }));
    },
    async deliveryStatus() {
      return { delivery, pending: await countPendingOutboxMail(deps.database.db) };
    },
  };
}
