import {
  acknowledgeCoachNotice,
  deleteCoachConversation,
  deleteCoachConversations,
  getCoach,
  getCoachConversation,
  getCoachFacts,
  getCoachTip,
  listCoachConversations,
  nextCoachTip,
  sendCoachMessage,
  updateConsents,
  updateProfile,
  addDays,
  type TCoachStreamEvent,
} from '@openwell/contracts';
import type { AppInstance } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import { dailyMetrics } from '../../src/features/wearables/wearables.tables.ts';
import { callEndpoint, type ApiSession } from './api-client.ts';

/** Test kit for the AI coach (issue 13): its calls, the stream's events, seeded daily values. */

/** A phrase that appears nowhere else: found in a column in any encoding, it can only be the person's message. */
export const COACH_MARKER = 'Zelvanorquist';

export type TCoachCalls = ReturnType<typeof coachCalls>;

/** The coach's endpoints as the web app calls them (api-client.ts), for one app. */
export function coachCalls(app: AppInstance) {
  return {
    state: (session: ApiSession) => callEndpoint(app, session, getCoach),
    acknowledge: (session: ApiSession) => callEndpoint(app, session, acknowledgeCoachNotice),
    facts: (session: ApiSession) => callEndpoint(app, session, getCoachFacts),
    /** The tip, in `language` when given (any text: a test of validation may send one that is none). */
    tip: (session: ApiSession, language?: string) =>
      callEndpoint(app, session, getCoachTip, language ? { query: { language: language as never } } : {}),
    nextTip: (session: ApiSession, language?: string) =>
      callEndpoint(app, session, nextCoachTip, { body: language ? { language: language as never } : {} }),
    list: (session: ApiSession) => callEndpoint(app, session, listCoachConversations),
    conversation: (session: ApiSession, conversationId: string) =>
      callEndpoint(app, session, getCoachConversation, { params: { conversationId } }),
    remove: (session: ApiSession, conversationId: string) =>
      callEndpoint(app, session, deleteCoachConversation, { params: { conversationId } }),
    removeAll: (session: ApiSession) => callEndpoint(app, session, deleteCoachConversations),
    /** A message; its answer is the stream (`raw`, read with parseEvents). */
    send: (session: ApiSession, text: string, conversationId: string | null = null) =>
      callEndpoint(app, session, sendCoachMessage, { body: { conversationId, text } }),
    consent: (session: ApiSession, aiTips: boolean) => callEndpoint(app, session, updateConsents, { body: { aiTips } }),
    language: (session: ApiSession, language: string) =>
      callEndpoint(app, session, updateProfile, { body: { language: language as never } }),
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
