import {
  acknowledgeCoachNotice,
  deleteCoachConversation,
  deleteCoachConversations,
  fillPath,
  getCoach,
  getCoachConversation,
  getCoachFacts,
  getCoachTip,
  listCoachConversations,
  nextCoachTip,
  sendCoachMessage,
  addDays,
  type TCoachStreamEvent,
} from '@openwell/contracts';
import type { AppInstance } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import { dailyMetrics } from '../../src/features/wearables/wearables.tables.ts';
import { request, type TestSession } from './accounts-fixtures.ts';

/** Test kit for the AI coach (issue 13): its calls, the stream's events, seeded daily values. */

/** A phrase that appears nowhere else: found in a column in any encoding, it can only be the person's message. */
export const COACH_MARKER = 'Zelvanorquist';

export type TCoachCalls = ReturnType<typeof coachCalls>;

export function coachCalls(app: AppInstance, origin: string) {
  const call = (session: TestSession, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    request(app, origin, { method, url, session, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    state: (session: TestSession) => call(session, 'GET', getCoach.path),
    acknowledge: (session: TestSession) => call(session, 'POST', acknowledgeCoachNotice.path, {}),
    facts: (session: TestSession) => call(session, 'GET', getCoachFacts.path),
    tip: (session: TestSession, language?: string) =>
      call(session, 'GET', language ? `${getCoachTip.path}?language=${language}` : getCoachTip.path),
    nextTip: (session: TestSession, language?: string) =>
      call(session, 'POST', nextCoachTip.path, language ? { language } : {}),
    list: (session: TestSession) => call(session, 'GET', listCoachConversations.path),
    conversation: (session: TestSession, conversationId: string) =>
      call(session, 'GET', fillPath(getCoachConversation.path, { conversationId })),
    remove: (session: TestSession, conversationId: string) =>
      call(session, 'DELETE', fillPath(deleteCoachConversation.path, { conversationId })),
    removeAll: (session: TestSession) => call(session, 'DELETE', deleteCoachConversations.path),
    send: (session: TestSession, text: string, conversationId: string | null = null) =>
      call(session, 'POST', sendCoachMessage.path, { conversationId, text }),
    consent: (session: TestSession, aiTips: boolean) => call(session, 'PATCH', '/api/me/consents', { aiTips }),
    language: (session: TestSession, language: string) => call(session, 'PATCH', '/api/me/profile', { language }),
  };
}

/** The events of a server-sent events body, in order. */
export function parseEvents(body: string): TCoachStreamEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))!.slice('event: '.length);
      const data = lines.find((line) => line.startsWith('data: '))!.slice('data: '.length);
      return { event, data: JSON.parse(data) } as TCoachStreamEvent;
    });
}

/** The reply's text: its deltas joined. */
export const deltasOf = (events: readonly TCoachStreamEvent[]) =>
  events.flatMap((event) => (event.event === 'delta' ? [event.data.text] : [])).join('');

/**
 * Writes daily values for the `days` civil days through `today` (test setup, as a sync would store them), each
 * metric's value from `valueOf(daysAgo)`; null leaves the day out.
 */
export async function seedDays(
  database: Database,
  owner: { userId: string; companyId: string },
  today: string,
  days: number,
  values: Partial<Record<'steps' | 'sleepHours' | 'activeMinutes' | 'heartRate', (daysAgo: number) => number | null>>,
): Promise<void> {
  const rows = [];
  for (let daysAgo = 0; daysAgo < days; daysAgo++) {
    const date = addDays(today, -daysAgo);
    for (const [metric, valueOf] of Object.entries(values)) {
      const value = valueOf(daysAgo);
      if (value !== null) rows.push({ ...owner, date, metric, source: 'google-health', value });
    }
  }
  if (rows.length > 0) await database.db.insert(dailyMetrics).values(rows);
}
