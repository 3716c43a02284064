/**
 * The standalone fake (`npm run fake:google-health`, main.ts): its command line and the one person it serves, for a
 * developer's running product (the README's "Connecting Fitbit without the internet") and the e2e stack.
 */
import { parseArgs } from 'node:util';
import { startFakeGoogleHealth, type FakeGoogleHealth } from './fake-google-health-server.ts';
import type { TClock } from './state.ts';

/** The person the standalone fake serves. */
export const STANDALONE_USER = 'fake-user-1';

export type TStandaloneOptions = {
  port: number;
  /** Days of history up to today. */
  days: number;
  /** Where the person lives: their civil days and the rhythm of their day. */
  timeZone: string;
  retryAfterSeconds: number | null;
  refreshTokenLifetimeSeconds: number | null;
  /** Serve the control API under /__control (seed users, consent, faults, request log) for the e2e suite. */
  control: boolean;
};

export function parseStandaloneArgs(args: string[]): TStandaloneOptions {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string', default: '4410' },
      days: { type: 'string', default: '30' },
      'time-zone': { type: 'string', default: 'Europe/Zurich' },
      'retry-after': { type: 'string' },
      'refresh-token-days': { type: 'string' },
      control: { type: 'boolean', default: false },
    },
  });
  return {
    port: Number(values.port),
    days: Number(values.days),
    timeZone: values['time-zone'],
    retryAfterSeconds: values['retry-after'] === undefined ? null : Number(values['retry-after']),
    refreshTokenLifetimeSeconds:
      values['refresh-token-days'] === undefined ? null : Number(values['refresh-token-days']) * 86400,
    control: values.control,
  };
}

/**
 * Starts the fake with one person, STANDALONE_USER, who consents to every scope asked for and has a live history
 * (state.ts, `seedLiveHistory`): the last `days` days up to today, today as far as it has gone by the clock (as the
 * real API serves it: the night's sleep once they are up, the steps of every quarter hour that has passed), and
 * every new day as it comes while the fake runs.
 */
export async function startStandaloneFake(options: TStandaloneOptions & { clock?: TClock }): Promise<FakeGoogleHealth> {
  const fake = await startFakeGoogleHealth({
    port: options.port,
    control: options.control,
    users: [{ healthUserId: STANDALONE_USER, timeZone: options.timeZone }],
    retryAfterSeconds: options.retryAfterSeconds,
    refreshTokenLifetimeSeconds: options.refreshTokenLifetimeSeconds,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  fake.state.seedLiveHistory(STANDALONE_USER, { days: options.days });
  return fake;
}
