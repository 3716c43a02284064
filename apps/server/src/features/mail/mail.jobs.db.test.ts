import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../../test/helpers/test-database.ts';
import { expireOutboxMailJob, outboxRetentionCutoff } from './mail.jobs.ts';
import { mailOutbox } from './mail.tables.ts';

const NOW = new Date('2026-06-15T12:00:00.000Z');

function captureLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('mail.outbox.expire', () => {
  let database: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ database, cleanup } = await openTestDatabase());
  });
  afterAll(() => cleanup());

  it('is scheduled hourly and accepts the empty cron payload', () => {
    expect(expireOutboxMailJob.id).toBe('mail.outbox.expire');
    expect(expireOutboxMailJob.cron).toBe('0 * * * *');
    expect(expireOutboxMailJob.payload.safeParse({}).success).toBe(true);
  });

  it('computes the cutoff one calendar year back', () => {
    expect(outboxRetentionCutoff(NOW).toISOString()).toBe('2025-06-15T12:00:00.000Z');
  });

  it('deletes only rows older than one year, and is idempotent', async () => {
    // Raw SQL: a feature does not import another feature's tables.
    const inserted = await database.db.execute<{ id: string }>(
      "insert into companies (name, code) values ('Mail Co', 'MAIL-CO') returning id",
    );
    const company = inserted.rows[0];
    const mail = (subject: string, createdAt: string, status: 'pending' | 'sent' | 'failed' = 'sent') => ({
      companyId: company!.id,
      toAddress: 'a@example.com',
      subject,
      textBody: 'hello',
      status,
      createdAt: new Date(createdAt),
    });
    await database.db
      .insert(mailOutbox)
      .values([
        mail('two years old', '2024-06-15T12:00:00.000Z'),
        mail('a year and a second', '2025-06-15T11:59:59.000Z', 'failed'),
        mail('exactly a year', '2025-06-15T12:00:00.000Z'),
        mail('yesterday', '2026-06-14T12:00:00.000Z', 'pending'),
      ]);

    const { logger, lines } = captureLogger();
    const ctx = { database, logger, now: () => NOW };
    await expireOutboxMailJob.handler({}, ctx);
    const remaining = await database.db.select({ subject: mailOutbox.subject }).from(mailOutbox);
    expect(remaining.map((r) => r.subject).sort()).toEqual(['exactly a year', 'yesterday']);
    expect(lines).toContainEqual(expect.objectContaining({ deleted: 2, msg: 'Expired outbox mail deleted' }));

    await expireOutboxMailJob.handler({}, ctx);
    expect(lines.at(-1)).toMatchObject({ deleted: 0 });
    expect(await database.db.select().from(mailOutbox)).toHaveLength(2);
  });
});
