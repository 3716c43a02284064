import { readFileSync } from 'node:fs';
import { addDays, type TCoachFacts, type TCoachStreamEvent } from '@openwell/contracts';
import { coachFacts } from '@openwell/coach';
import { EVAL_FACTS, runEvalCase, type TEvalCase, type TEvalFactsName } from '@openwell/coach/eval.ts';
import type { TDay } from '@openwell/gamification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoachService, FACT_DAYS, type CoachService } from '../src/features/coach/coach.service.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../src/integrations/openai-compatible/fake/index.ts';
import { createFixedClock } from '../src/lib/clock.ts';
import { createSilentLogger } from '../src/lib/logger.ts';
import { createCompany, signUp, type TestCompany, type TestSession } from './helpers/accounts-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { coachCalls, parseEvents } from './helpers/coach-kit.ts';

/**
 * The evaluation set (packages/coach/eval/cases.json, 108 cases in five languages) through the server's pipeline:
 * 1. the coach service on the test database with the built-in engine: the red-flag check, the scope check, the
 *    engine, the stream and the storage, the person's data giving exactly the case's facts (the ports are fed daily
 *    values, goals, streak and focus areas that compute to the fixture, checked first);
 * 2. over HTTP with the external model (the local fake): red flags and declined questions never reach the model,
 *    and otherwise the system prompt comes first and the person's text travels only as a `user` message.
 */

const CASES = JSON.parse(
  readFileSync(new URL('../../../packages/coach/eval/cases.json', import.meta.url), 'utf8'),
) as TEvalCase[];
const TODAY = '2026-11-23';

/** Daily values whose facts are the fixture's (the windows of ADR 021: steps and minutes end yesterday). */
function daysFor(name: TEvalFactsName): TDay[] {
  const byDate = new Map<string, TDay>();
  const set = (ago: number, metric: keyof TDay, value: number) => {
    const date = addDays(TODAY, -ago);
    byDate.set(date, { ...(byDate.get(date) ?? { date }), [metric]: value } as TDay);
  };
  if (name === 'empty') {
    set(2, 'sleepHours', 6.4);
    return [...byDate.values()];
  }
  for (let ago = 0; ago < FACT_DAYS; ago++) {
    set(ago, 'steps', ago === 0 ? 4210 : ago <= 7 ? 8432 : 9120);
    if (ago !== 7 && ago !== 35) set(ago, 'activeMinutes', ago === 0 ? 12 : ago <= 6 ? 34 : 30);
    if (ago <= 34) set(ago, 'sleepHours', ago === 0 ? 5.8 : ago <= 6 ? 6.15 : 7.1);
    if (ago <= 34) set(ago, 'heartRate', ago <= 6 ? 61.4 : 59.8);
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

let t: TestApp;
let company: TestCompany;
let fixture: TCoachFacts = EVAL_FACTS.typical;
let fixtureName: TEvalFactsName = 'typical';

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' } });
  company = await createCompany(t.database, { name: 'Coach Eval AG', departments: ['Ops'] });
});
afterAll(() => t.cleanup());

describe('the evaluation set through the coach service (built-in engine)', () => {
  let service: CoachService;
  let person: TestSession;

  beforeAll(async () => {
    person = await signUp(t.app, t.config.publicUrl, company);
    service = createCoachService({
      database: t.database,
      logger: createSilentLogger(),
      clock: createFixedClock(new Date(`${TODAY}T11:00:00Z`)),
      encryptionKey: t.encryptionKey,
      ai: null,
      modelClient: () => {
        throw new Error('no model in this test');
      },
      consent: { aiConsentGiven: async () => true },
      health: { dailyValues: async () => ({ days: daysFor(fixtureName) }) },
      gamification: { summary: async () => ({ goals: { current: fixture.goals }, streak: fixture.streak }) },
      questionnaire: {
        focusAreasForCoach: async () =>
          fixture.focusAreas?.map((domain) => ({ domain, rating: 'amber' as const, steps: [] })) ?? null,
      },
      wearables: { usesDemoData: async () => fixture.demoData },
      timeZones: { timeZoneOfPerson: async () => ({ timeZone: 'Europe/Zurich', notBefore: null }) },
    });
  });

  it.each(['typical', 'empty', 'demo'] as const)('the fed data computes to the %s facts', async (name) => {
    fixtureName = name;
    fixture = EVAL_FACTS[name];
    expect(
      coachFacts({
        today: TODAY,
        days: daysFor(name),
        goals: fixture.goals,
        streak: fixture.streak,
        focusAreas: fixture.focusAreas,
        demoData: fixture.demoData,
      }),
    ).toEqual(fixture);
  });

  it(`passes all ${CASES.length} cases`, async () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
    const failures: string[] = [];
    for (const testCase of CASES) {
      fixtureName = typeof testCase.facts === 'string' ? testCase.facts : 'typical';
      fixture = EVAL_FACTS[fixtureName];
      const owner = { userId: person.userId, companyId: company.id, language: testCase.language };
      const result = await runEvalCase(testCase, async ({ message }) => {
        const reply = await service.sendMessage(owner, { conversationId: null, text: message });
        const events: TCoachStreamEvent[] = [];
        for await (const event of reply.events(new AbortController().signal)) events.push(event);
        const start = events[0]!;
        const done = events.at(-1)!;
        if (start.event !== 'start' || done.event !== 'done')
          throw new Error(`${testCase.id}: ${JSON.stringify(done)}`);
        return { kind: start.data.kind, text: done.data.text };
      });
      if (!result.passed) failures.push(`${testCase.id}: ${result.failures.join('; ')}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('the evaluation set over HTTP with the external model (the fake)', () => {
  let fake: FakeOpenAi;
  let external: TestApp;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    external = await buildTestApp({
      env: { PUBLIC_URL: 'http://wellness.test', AI_BASE_URL: fake.url, AI_MODEL: 'fake-model' },
      database: t.database,
    });
  });
  afterAll(async () => {
    await external.cleanup();
    await fake.close();
  });

  it('red flags and declines never reach the model; the person’s text is only ever a user message', async () => {
    const origin = external.config.publicUrl;
    const c = coachCalls(external.app);
    let person: TestSession | null = null;
    const failures: string[] = [];
    for (const [index, testCase] of CASES.entries()) {
      // A new person every 15 messages (the per-person rate limit), in the case's language.
      if (index % 15 === 0 || person === null) {
        person = await signUp(external.app, origin, company, {
          consents: { dataProcessing: true, aiTips: true, companyInsights: false },
          language: testCase.language,
        });
      }
      fake.reset();
      const response = await c.send(person, testCase.message);
      const events = parseEvents(response.raw);
      const start = events[0];
      if (response.status !== 200 || start?.event !== 'start' || events.at(-1)?.event !== 'done') {
        failures.push(`${testCase.id}: ${response.status} ${response.raw.slice(0, 200)}`);
        continue;
      }
      if (testCase.expect.kind !== 'answer') {
        if (start.data.kind !== testCase.expect.kind) failures.push(`${testCase.id}: kind ${start.data.kind}`);
        if (fake.requests.length !== 0) failures.push(`${testCase.id}: the model was called`);
        continue;
      }
      if (fake.requests.length !== 1) {
        failures.push(`${testCase.id}: ${fake.requests.length} model requests`);
        continue;
      }
      const messages = fake.requests[0]!.body!.messages as Array<{ role: string; content: string }>;
      if (messages[0]?.role !== 'system' || !messages[0].content.includes('Never diagnose')) {
        failures.push(`${testCase.id}: the system prompt is not first`);
      }
      const carrying = messages.filter((message) => message.content.includes(testCase.message.trim()));
      if (carrying.length !== 1 || carrying[0]!.role !== 'user') {
        failures.push(`${testCase.id}: the text travels in ${carrying.map((m) => m.role).join(', ') || 'nothing'}`);
      }
      if (messages.at(-1)?.role !== 'user' || messages.at(-1)?.content !== testCase.message.trim()) {
        failures.push(`${testCase.id}: the last message is not the person's`);
      }
    }
    expect(failures).toEqual([]);
  });
});
