import { COACH_ENDPOINTS, fillPath } from '@openwell/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DecryptionError } from '../src/lib/crypto.ts';
import { openText } from '../src/features/coach/coach.sealing.ts';
import { coachConversations, coachMessages } from '../src/features/coach/coach.tables.ts';
import { createPrivacyCast, request, type TestSession } from './helpers/accounts-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { COACH_MARKER, coachCalls, parseEvents, type TCoachCalls } from './helpers/coach-kit.ts';
import { encodingsOf } from './helpers/questionnaire-kit.ts';

/**
 * A person's conversations with the coach are theirs alone (issue 13): another employee gets 404 for the person's
 * conversation id (the answer for an unknown id) and sees none in their list; employers (own company or another)
 * and admins get 403 from every coach endpoint. At rest the coach tables hold no text of it in plain, hex or base64,
 * and a value copied to another person's row does not open.
 */

let t: TestApp;
let origin: string;
let c: TCoachCalls;
let person: TestSession;
let colleague: TestSession;
let employer: TestSession;
let otherEmployer: TestSession;
let admin: TestSession;
let adminWithProfile: TestSession;
let conversationId: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' } });
  origin = t.config.publicUrl;
  c = coachCalls(t.app, origin);
  ({ person, colleague, employer, otherEmployer, admin, adminWithProfile } = await createPrivacyCast(
    t.app,
    origin,
    t.database,
    { company: 'Coach Privacy AG', otherCompany: 'Elsewhere GmbH' },
  ));
  for (const session of [person, colleague]) expect((await c.consent(session, true)).statusCode).toBe(200);
  const sent = await c.send(person, `My friend ${COACH_MARKER} walks a lot, what about me?`);
  expect(sent.statusCode).toBe(200);
  expect(parseEvents(sent.body).at(-1)!.event).toBe('done');
  conversationId = (await c.list(person)).json().conversations[0].id;
});
afterAll(() => t.cleanup());

const coachRequests = () =>
  COACH_ENDPOINTS.map((endpoint) => ({
    name: endpoint.operationId,
    method: endpoint.method,
    url: fillPath(endpoint.path, { conversationId }),
    payload:
      endpoint.operationId === 'sendCoachMessage'
        ? { conversationId: null, text: 'Hello' }
        : endpoint.method === 'POST'
          ? {}
          : undefined,
  }));

describe("one person's conversations", () => {
  it('the person reads them', async () => {
    const own = await c.conversation(person, conversationId);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(COACH_MARKER);
  });

  it("another employee gets 404 for the person's conversation and sees none of it", async () => {
    for (const probe of [c.conversation(colleague, conversationId), c.remove(colleague, conversationId)]) {
      const answer = await probe;
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.code).toBe('NOT_FOUND');
    }
    const unknown = await c.conversation(colleague, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await c.list(colleague)).json()).toEqual({ conversations: [] });
    for (const { name, method, url, payload } of coachRequests()) {
      const answer = await request(t.app, origin, {
        method: method as 'GET',
        url,
        session: colleague,
        ...(payload ? { payload } : {}),
      });
      expect(answer.body.includes(COACH_MARKER), name).toBe(false);
    }
    expect((await c.conversation(person, conversationId)).json().messages.length).toBeGreaterThan(0);
  });

  it('employers (same company or another) and admins get 403 from every coach endpoint', async () => {
    for (const session of [employer, otherEmployer, admin, adminWithProfile]) {
      for (const { name, method, url, payload } of coachRequests()) {
        const answer = await request(t.app, origin, {
          method: method as 'GET',
          url,
          session,
          ...(payload ? { payload } : {}),
        });
        expect(answer.statusCode, `${name} as ${session.email}`).toBe(403);
        expect(answer.json().error.code).toBe('FORBIDDEN');
      }
    }
    expect((await c.list(person)).json().conversations).toHaveLength(1);
  });

  it('every coach endpoint but reading and deleting needs the AI consent (403 AI_CONSENT_REQUIRED)', async () => {
    const without = { ...colleague };
    expect((await c.consent(without, false)).statusCode).toBe(200);
    const free = [
      'listCoachConversations',
      'getCoachConversation',
      'deleteCoachConversation',
      'deleteCoachConversations',
    ];
    for (const { name, method, url, payload } of coachRequests()) {
      if (free.includes(name)) continue;
      const answer = await request(t.app, origin, {
        method: method as 'GET',
        url,
        session: without,
        ...(payload ? { payload } : {}),
      });
      expect(answer.statusCode, name).toBe(403);
      expect(answer.json().error.code, name).toBe('AI_CONSENT_REQUIRED');
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
