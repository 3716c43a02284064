import {
  COACH_MAX_CONVERSATIONS,
  COACH_MAX_MESSAGES_PER_CONVERSATION,
  COACH_MESSAGE_MAX_LENGTH,
  COACH_RATE_LIMIT_MESSAGES,
} from '@openwell/contracts';
import { EMERGENCY_NUMBER } from '@openwell/coach';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachConversations, coachMessages } from '../src/features/coach/coach.tables.ts';
import { createCompany, signUp, type TestCompany, type TestSession } from './helpers/accounts-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { coachCalls, deltasOf, parseEvents, type TCoachCalls } from './helpers/coach-kit.ts';

/**
 * The coach chat on the built-in engine (issue 13, ADR 021): the reply streams as server-sent events (start, deltas,
 * done) and is stored with the person's message; red flags answer the fixed safety message with 112 and declined
 * questions the fixed decline; the checks before the stream answer JSON errors (consent 403, another's or an unknown
 * conversation 404, length 400); the per-person rate limit.
 */

let t: TestApp;
let origin: string;
let company: TestCompany;
let c: TCoachCalls;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' } });
  origin = t.config.publicUrl;
  company = await createCompany(t.database, { name: 'Coach Chat AG', departments: ['Ops'] });
  c = coachCalls(t.app);
});
afterAll(() => t.cleanup());

const withConsent = (overrides: Parameters<typeof signUp>[3] = {}) =>
  signUp(t.app, origin, company, {
    consents: { dataProcessing: true, aiTips: true, companyInsights: false },
    ...overrides,
  });

async function send(session: TestSession, text: string, conversationId: string | null = null) {
  const response = await c.send(session, text, conversationId);
  expect(response.status, response.raw).toBe(200);
  return { response, events: parseEvents(response.raw) };
}

describe('a reply', () => {
  it('streams start, deltas and done, with the headers of a stream, and is stored with the message', async () => {
    const person = await withConsent();
    const { response, events } = await send(person, 'How did I sleep last week?');
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-accel-buffering']).toBe('no');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-encoding']).toBeUndefined();

    expect(events[0]!.event).toBe('start');
    expect(events.at(-1)!.event).toBe('done');
    expect(events.slice(1, -1).every((event) => event.event === 'delta')).toBe(true);
    expect(events.length).toBeGreaterThan(2);
    const start = events[0]!.data as { conversationId: string; userMessageId: string; assistantMessageId: string };
    expect(events[0]!.data).toMatchObject({ engine: 'builtin', kind: 'answer', fallbackReason: null });
    const done = events.at(-1)!.data as { text: string };
    expect(done).toMatchObject({ stopped: false, truncated: false, interrupted: false });
    expect(done.text).toBe(deltasOf(events));
    expect(done.text.length).toBeGreaterThan(0);

    const conversation = (await c.conversation(person, start.conversationId)).body;
    expect(conversation).toMatchObject({
      id: start.conversationId,
      title: 'How did I sleep last week?',
      messageCount: 2,
    });
    expect(conversation.messages).toMatchObject([
      { id: start.userMessageId, role: 'user', text: 'How did I sleep last week?', engine: null, kind: null },
      { id: start.assistantMessageId, role: 'assistant', text: done.text, engine: 'builtin', kind: 'answer' },
    ]);
    expect((await c.list(person)).body.conversations).toMatchObject([{ id: start.conversationId, messageCount: 2 }]);

    // A second message in the same conversation comes after the first reply.
    const second = await send(person, 'And my steps?', start.conversationId);
    expect(second.events[0]!.data).toMatchObject({ conversationId: start.conversationId });
    const again = (await c.conversation(person, start.conversationId)).body;
    expect(again.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(again.messageCount).toBe(4);
  });

  it('a long first message makes a title of 60 characters', async () => {
    const person = await withConsent();
    const { events } = await send(person, `${'Tell me more about walking. '.repeat(5)}`);
    const { conversationId } = events[0]!.data as { conversationId: string };
    const { title } = (await c.conversation(person, conversationId)).body;
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title.startsWith('Tell me more about walking.')).toBe(true);
  });

  it.each([
    ['en', 'I have crushing chest pain right now'],
    ['de', 'Ich habe starke Brustschmerzen'],
    ['nl', 'Ik heb pijn op de borst'],
    ['fr', "J'ai une douleur thoracique"],
    ['it', 'Ho un forte dolore al petto'],
  ] as const)('a red flag (%s) answers the safety message with 112, no engine', async (language, text) => {
    const person = await withConsent({ language });
    const { events } = await send(person, text);
    expect(events[0]!.data).toMatchObject({ engine: 'builtin', kind: 'safety', fallbackReason: null });
    expect(deltasOf(events)).toContain(EMERGENCY_NUMBER);
  });

  it('a medication question is declined', async () => {
    const person = await withConsent();
    const { events } = await send(person, 'How many milligrams of ibuprofen should I take?');
    expect(events[0]!.data).toMatchObject({ kind: 'declined' });
    expect(deltasOf(events).length).toBeGreaterThan(0);
  });
});

describe('the checks before the stream', () => {
  it('403 AI_CONSENT_REQUIRED without the consent, and once it is withdrawn; nothing stored', async () => {
    const without = await signUp(t.app, origin, company);
    const refused = await c.send(without, 'Hello');
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('AI_CONSENT_REQUIRED');
    expect(
      await t.database.db.select().from(coachConversations).where(eq(coachConversations.userId, without.userId)),
    ).toEqual([]);

    const person = await withConsent();
    const { events } = await send(person, 'Hello coach');
    const { conversationId } = events[0]!.data as { conversationId: string };
    expect((await c.consent(person, false)).status).toBe(200);
    const after = await c.send(person, 'Hello again', conversationId);
    expect(after.status).toBe(403);
    expect(after.error?.code).toBe('AI_CONSENT_REQUIRED');
    // Reading and deleting one's own conversations work without it.
    expect((await c.conversation(person, conversationId)).body.messages).toHaveLength(2);
    expect((await c.remove(person, conversationId)).status).toBe(204);
    expect((await c.list(person)).body).toEqual({ conversations: [] });
  });

  it("404 for another person's conversation and for an unknown one, the same answer", async () => {
    const person = await withConsent();
    const colleague = await withConsent();
    const { events } = await send(person, 'My sleep please');
    const { conversationId } = events[0]!.data as { conversationId: string };
    const probe = await c.send(colleague, 'Hijack', conversationId);
    expect(probe.status).toBe(404);
    const unknown = await c.send(colleague, 'Hijack', '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.raw).toEqual(probe.raw);
    expect((await c.conversation(person, conversationId)).body.messages).toHaveLength(2);
  });

  it('400 with the field for an empty or too long message', async () => {
    const person = await withConsent();
    for (const text of ['', '   ', 'x'.repeat(COACH_MESSAGE_MAX_LENGTH + 1)]) {
      const response = await c.send(person, text);
      expect(response.status).toBe(400);
      expect(response.error?.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(response.error)).toContain('text');
    }
    expect((await c.send(person, 'x'.repeat(COACH_MESSAGE_MAX_LENGTH))).status).toBe(200);
  });

  it(`429 RATE_LIMITED after ${COACH_RATE_LIMIT_MESSAGES} messages, per person`, async () => {
    const person = await withConsent();
    const other = await withConsent();
    const statuses: number[] = [];
    for (let i = 0; i <= COACH_RATE_LIMIT_MESSAGES; i++) statuses.push((await c.send(person, `hello ${i}`)).status);
    expect(statuses.slice(0, COACH_RATE_LIMIT_MESSAGES).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const limited = await c.send(person, 'once more');
    expect(limited.error?.code).toBe('RATE_LIMITED');
    expect((await c.send(other, 'hello')).status).toBe(200);
  });

  it('an emergency is never rate limited and does not count: after the limit it gets the crisis reply', async () => {
    const person = await withConsent();
    for (let i = 0; i < COACH_RATE_LIMIT_MESSAGES; i++) {
      expect((await c.send(person, `hello ${i}`)).status).toBe(200);
    }
    expect((await c.send(person, 'hello again')).status).toBe(429);
    for (const text of ['i want to die', 'Ich will nicht mehr leben', 'je veux en finir']) {
      const { events } = await send(person, text);
      expect(events[0]!.data).toMatchObject({ engine: 'builtin', kind: 'safety' });
      expect(deltasOf(events)).toContain(EMERGENCY_NUMBER);
    }
    // The ordinary messages stay limited: the emergencies neither reset nor used the window.
    expect((await c.send(person, 'hello once more')).status).toBe(429);
  });

  it('a long emergency message (400 characters) gets the crisis reply', async () => {
    const person = await withConsent();
    const text = `${'I had a long day at work and my sleep has been bad for weeks. '.repeat(5)}Now I feel a crushing pressure in my chest going down my left arm.`;
    expect(text.length).toBeGreaterThanOrEqual(350);
    const { events } = await send(person, text);
    expect(events[0]!.data).toMatchObject({ kind: 'safety' });
  });
});

describe('conversations', () => {
  it('delete one, delete all; the messages go with them', async () => {
    const person = await withConsent();
    const ids: string[] = [];
    for (const text of ['first', 'second', 'third']) {
      ids.push(((await send(person, text)).events[0]!.data as { conversationId: string }).conversationId);
    }
    expect((await c.list(person)).body.conversations.map((x: { id: string }) => x.id)).toEqual([...ids].reverse());
    expect((await c.remove(person, ids[0]!)).status).toBe(204);
    expect((await c.remove(person, ids[0]!)).status).toBe(404);
    expect((await c.removeAll(person)).status).toBe(204);
    expect((await c.list(person)).body).toEqual({ conversations: [] });
    expect(await t.database.db.select().from(coachMessages).where(eq(coachMessages.userId, person.userId))).toEqual([]);
  });

  it(`409 COACH_CONVERSATION_FULL at ${COACH_MAX_MESSAGES_PER_CONVERSATION} messages`, async () => {
    const person = await withConsent();
    const { events } = await send(person, 'first');
    const { conversationId } = events[0]!.data as { conversationId: string };
    await t.database.db
      .update(coachConversations)
      .set({ messageCount: COACH_MAX_MESSAGES_PER_CONVERSATION - 1 })
      .where(eq(coachConversations.id, conversationId));
    const full = await c.send(person, 'one more', conversationId);
    expect(full.status).toBe(409);
    expect(full.error?.code).toBe('COACH_CONVERSATION_FULL');
    expect((await c.conversation(person, conversationId)).body.messages).toHaveLength(2);
  });

  it('an emergency in a full conversation gets the crisis reply, stored in a new conversation', async () => {
    const person = await withConsent();
    const { events } = await send(person, 'first');
    const { conversationId } = events[0]!.data as { conversationId: string };
    await t.database.db
      .update(coachConversations)
      .set({ messageCount: COACH_MAX_MESSAGES_PER_CONVERSATION - 1 })
      .where(eq(coachConversations.id, conversationId));
    const crisis = await send(person, 'I took 30 paracetamol an hour ago', conversationId);
    const start = crisis.events[0]!.data as { conversationId: string; kind: string };
    expect(start.kind).toBe('safety');
    expect(start.conversationId).not.toBe(conversationId);
    expect(deltasOf(crisis.events)).toContain(EMERGENCY_NUMBER);
    const stored = (await c.conversation(person, start.conversationId)).body.messages;
    expect(stored.map((message: { role: string; kind: string | null }) => [message.role, message.kind])).toEqual([
      ['user', null],
      ['assistant', 'safety'],
    ]);
    expect((await c.conversation(person, conversationId)).body.messages).toHaveLength(2);
  });

  it(`keeps the ${COACH_MAX_CONVERSATIONS} newest conversations: a new one deletes the oldest`, async () => {
    const person = await withConsent();
    const rows = Array.from({ length: COACH_MAX_CONVERSATIONS }, (_, i) => ({
      userId: person.userId,
      companyId: company.id,
      title: 'sealed',
      updatedAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    }));
    const inserted = await t.database.db.insert(coachConversations).values(rows).returning();
    await send(person, 'a new one');
    const left = await t.database.db
      .select({ id: coachConversations.id })
      .from(coachConversations)
      .where(eq(coachConversations.userId, person.userId));
    expect(left).toHaveLength(COACH_MAX_CONVERSATIONS);
    expect(left.map((row) => row.id)).not.toContain(inserted[0]!.id);
  });
});

describe('the notice', () => {
  it('is not acknowledged at first; acknowledging keeps the first time', async () => {
    const person = await withConsent();
    const state = await c.state(person);
    expect(state.status).toBe(200);
    expect(state.body).toMatchObject({ engine: 'builtin', model: null, noticeAcknowledgedAt: null });
    expect(state.body.suggestions.length).toBeGreaterThan(0);
    const acknowledged = (await c.acknowledge(person)).body;
    expect(acknowledged.noticeAcknowledgedAt).not.toBeNull();
    expect((await c.acknowledge(person)).body.noticeAcknowledgedAt).toBe(acknowledged.noticeAcknowledgedAt);
    expect((await c.state(person)).body.noticeAcknowledgedAt).toBe(acknowledged.noticeAcknowledgedAt);
  });
});
