import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachConversations, coachMessages, coachTips } from '../src/features/coach/coach.tables.ts';
import type { JobDefinition } from '../src/jobs/define-job.ts';
import { allJobs } from '../src/jobs/index.ts';
import { createSilentLogger } from '../src/lib/logger.ts';
import { createCompany, signUp, type TestSession } from './helpers/accounts-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/**
 * The coach's retention (issue 13): messages older than COACH_RETENTION_MONTHS (12) are deleted, conversations left
 * without messages with them (a conversation with a newer message stays, its count follows); tips older than 30
 * days. Running again changes nothing.
 */

let t: TestApp;
let person: TestSession;
const job = allJobs.find((j) => j.id === 'coach.messages.prune') as JobDefinition<object>;
const contextAt = (iso: string) => ({ database: t.database, logger: createSilentLogger(), now: () => new Date(iso) });

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' } });
  const company = await createCompany(t.database, { name: 'Retention AG', departments: ['Ops'] });
  person = await signUp(t.app, t.config.publicUrl, company);
});
afterAll(() => t.cleanup());

async function conversationWith(messageTimes: string[]) {
  const [conversation] = await t.database.db
    .insert(coachConversations)
    .values({
      userId: person.userId,
      companyId: person.company!.id,
      title: 'sealed',
      messageCount: messageTimes.length,
      createdAt: new Date(messageTimes[0]!),
      updatedAt: new Date(messageTimes.at(-1)!),
    })
    .returning();
  await t.database.db.insert(coachMessages).values(
    messageTimes.map((at, i) => ({
      conversationId: conversation!.id,
      userId: person.userId,
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: 'sealed',
      createdAt: new Date(at),
    })),
  );
  return conversation!.id;
}

describe('coach.messages.prune', () => {
  it('deletes what is past retention and only that, idempotently', async () => {
    const old = await conversationWith(['2025-05-01T10:00:00Z', '2025-05-01T10:00:01Z']);
    const mixed = await conversationWith(['2025-05-02T10:00:00Z', '2025-05-02T10:00:01Z', '2025-06-10T09:00:00Z']);
    const recent = await conversationWith(['2026-01-01T10:00:00Z', '2026-01-01T10:00:01Z']);
    const tip = (day: string) => ({
      userId: person.userId,
      companyId: person.company!.id,
      day,
      sequence: 1,
      tip: 'sealed',
    });
    await t.database.db.insert(coachTips).values([tip('2026-04-01'), tip('2026-04-05'), tip('2026-05-01')]);

    const now = contextAt('2026-05-05T03:50:00Z'); // cutoff 2025-05-05, tips before 2026-04-05
    await job.handler({}, now);
    await job.handler({}, now);

    const conversations = await t.database.db
      .select()
      .from(coachConversations)
      .where(eq(coachConversations.userId, person.userId));
    expect(conversations.map((row) => row.id).sort()).toEqual([mixed, recent].sort());
    expect(conversations.find((row) => row.id === mixed)!.messageCount).toBe(1);
    const messages = await t.database.db.select().from(coachMessages).where(eq(coachMessages.userId, person.userId));
    expect(messages.map((row) => row.createdAt.toISOString()).sort()).toEqual([
      '2025-06-10T09:00:00.000Z',
      '2026-01-01T10:00:00.000Z',
      '2026-01-01T10:00:01.000Z',
    ]);
    expect(old).not.toBe(mixed);
    const tips = await t.database.db.select().from(coachTips).where(eq(coachTips.userId, person.userId));
    expect(tips.map((row) => row.day).sort()).toEqual(['2026-04-05', '2026-05-01']);
  });
});
