import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { openMailBody } from '../../src/features/mail/mail.service.ts';
import { mailOutbox, type MailOutboxRow } from '../../src/features/mail/mail.tables.ts';

/**
 * The newest outbox mail to `to`, with its bodies decrypted as the development mailbox shows them (bodies are stored
 * encrypted while pending, and dropped once a delivery was attempted). Waits up to `waitMs` for mails written after
 * the answer (the password-reset mail).
 */
export async function newestOutboxMail(
  t: { database: Database; encryptionKey: Buffer },
  to: string,
  waitMs = 5000,
): Promise<MailOutboxRow | null> {
  for (const deadline = Date.now() + waitMs; ; await new Promise((r) => setTimeout(r, 20))) {
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, to))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(1);
    if (row) {
      return {
        ...row,
        textBody: openMailBody(t.encryptionKey, row.id, 'text', row.textBody),
        htmlBody: openMailBody(t.encryptionKey, row.id, 'html', row.htmlBody),
      };
    }
    if (Date.now() >= deadline) return null;
  }
}
