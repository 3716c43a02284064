import {
  COACH_ENDPOINTS,
  deleteCoachConversation,
  getCoachConversation,
  listCoachConversations,
  sendCoachMessage,
  updateConsents,
  type TEndpoint,
} from '@openwell/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DecryptionError } from '../src/lib/crypto.ts';
import { openText } from '../src/features/coach/coach.sealing.ts';
import { coachConversations, coachMessages } from '../src/features/coach/coach.tables.ts';
import { createCompany, signUp, type TestSession } from './helpers/accounts-fixtures.ts';
import { callEndpoint, expectOk, type TLooseInput } from './helpers/api-client.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { COACH_MARKER, parseEvents } from './helpers/coach-kit.ts';
import { encodingsOf } from './helpers/questionnaire-kit.ts';

/**
 * A person's conversations with the coach are theirs alone (issue 13): another employee gets 404 for the person's
 * conversation id (the answer for an unknown id) and sees none in their list; every coach endpoint but reading and
 * deleting needs the AI consent. At rest the coach tables hold no text of it in plain, hex or base64, and a value
 * copied to another person's row does not open. That employers (own company or another) and admins get 403 from every
 * coach endpoint, and that no coach endpoint answers the conversation to anyone else, is the privacy table's
 * (privacy.test.ts).
 */

let t: TestApp;
let person: TestSession;
let colleague: TestSession;
let conversationId: string;

const consent = (session: TestSession, aiTips: boolean) =>
  callEndpoint(t.app, session, updateConsents, { body: { aiTips } });

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' } });
  const origin = t.config.publicUrl;
  const company = await createCompany(t.database, { name: 'Coach Privacy AG', departments: ['Ops'] });
  person = await signUp(t.app, origin, company);
  colleague = await signUp(t.app, origin, company);
  for (const session of [person, colleague]) expect((await consent(session, true)).status).toBe(200);
  const sent = await callEndpoint(t.app, person, sendCoachMessage, {
    body: { conversationId: null, text: `My friend ${COACH_MARKER} walks a lot, what about me?` },
  });
  expect(sent.status).toBe(200);
  expect(parseEvents(sent.raw).at(-1)!.event).toBe('done');
  conversationId = expectOk(await callEndpoint(t.app, person, listCoachConversations)).conversations[0]!.id;
});
afterAll(() => t.cleanup());

/** Each coach endpoint's request: the person's conversation id in the path, a valid body. */
const coachInput = (endpoint: TEndpoint): TLooseInput => ({
  params: { conversationId },
  ...(endpoint.operationId === 'sendCoachMessage' ? { body: { conversationId: null, text: 'Hello' } } : {}),
});

describe("one person's conversations", () => {
  it('the person reads them', async () => {
    const own = await callEndpoint(t.app, person, getCoachConversation, { params: { conversationId } });
    expect(own.status).toBe(200);
    expect(own.raw).toContain(COACH_MARKER);
  });

  it("another employee gets 404 for the person's conversation and sees none of it", async () => {
    for (const endpoint of [getCoachConversation, deleteCoachConversation]) {
      const answer = await callEndpoint(t.app, colleague, endpoint, { params: { conversationId } });
      expect(answer.status).toBe(404);
      expect(answer.error?.code).toBe('NOT_FOUND');
    }
    const unknown = await callEndpoint(t.app, colleague, getCoachConversation, {
      params: { conversationId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    expect(expectOk(await callEndpoint(t.app, colleague, listCoachConversations))).toEqual({ conversations: [] });
    const own = expectOk(await callEndpoint(t.app, person, getCoachConversation, { params: { conversationId } }));
    expect(own.messages.length).toBeGreaterThan(0);
  });

  it('every coach endpoint but reading and deleting needs the AI consent (403 AI_CONSENT_REQUIRED)', async () => {
    expect((await consent(colleague, false)).status).toBe(200);
    const free = [
      'listCoachConversations',
      'getCoachConversation',
      'deleteCoachConversation',
      'deleteCoachConversations',
    ];
    for (const endpoint of COACH_ENDPOINTS) {
      if (free.includes(endpoint.operationId)) continue;
      const answer = await callEndpoint(t.app, colleague, endpoint as TEndpoint, coachInput(endpoint));
      expect(answer.status, endpoint.operationId).toBe(403);
      expect(answer.error?.code, endpoint.operationId).toBe('AI_CONSENT_REQUIRED');
    }
  });
});

describe('at rest', () => {
  it('the coach tables hold no text of the conversation in plain, hex or base64', async () => {
    const dump = JSON.stringify(
      await Promise.all(
        ['coach_conversations', 'coach_messages', 'coach_tips', 'coach_profiles'].map(
          async (table) => (await t.database.db.execute(sql.raw(`select * from ${table}`))).rows,
        ),
      ),
    );
    expect(dump.length).toBeGreaterThan(200);
    const found = [...encodingsOf(COACH_MARKER), ...encodingsOf('walks a lot, what about me')].filter((form) =>
      dump.includes(form),
    );
    expect(found).toEqual([]);
  });

  it("a value copied to another person's row does not open", async () => {
    const [message] = await t.database.db
      .select()
      .from(coachMessages)
      .where(sql`${coachMessages.userId} = ${person.userId}`);
    expect(openText(t.encryptionKey, person.userId, message!.content)).toContain(COACH_MARKER);
    expect(() => openText(t.encryptionKey, colleague.userId, message!.content)).toThrow(DecryptionError);
    const [conversation] = await t.database.db
      .select()
      .from(coachConversations)
      .where(sql`${coachConversations.id} = ${conversationId}`);
    expect(() => openText(t.encryptionKey, colleague.userId, conversation!.title)).toThrow(DecryptionError);
  });
});
