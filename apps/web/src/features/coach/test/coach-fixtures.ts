import type { TCoachFacts, TCoachTip, TCurrentUser, TMetricTrend } from '@openwell/contracts';

/** The signed-in `user` with (or without) the AI tips consent. */
export function withAiConsent(user: TCurrentUser, granted: boolean): TCurrentUser {
  return { ...user, consents: { ...user.consents!, aiTips: { ...user.consents!.aiTips, granted } } };
}

export function coachTip(overrides: Partial<TCoachTip> = {}): TCoachTip {
  return {
    date: '2026-03-02',
    sequence: 1,
    tipId: 'sleep.below_usual.wind_down',
    fact: 'sleep_below_usual',
    text: 'Start winding down 30 minutes earlier tonight: dim the lights and put the phone away.',
    why: 'You slept 6.1 h on average this week, 1.1 h less than your usual 7.2 h.',
    anotherAvailable: true,
    demoData: false,
    ...overrides,
  };
}

function trend(overrides: Partial<TMetricTrend> = {}): TMetricTrend {
  return { week: null, weekDays: 0, baseline: null, baselineDays: 0, change: null, ...overrides };
}

export function coachFacts(overrides: Partial<TCoachFacts> = {}): TCoachFacts {
  return {
    asOf: '2026-03-02',
    steps: trend({ week: 8421, weekDays: 7, baseline: 7950, baselineDays: 28, change: 471 }),
    sleepHours: trend({ week: 6.1, weekDays: 6, baseline: 7.2, baselineDays: 26, change: -1.1 }),
    activeMinutes: trend({ week: null, weekDays: 2, baseline: 31, baselineDays: 20, change: null }),
    restingHeartRate: trend({ week: 58.4, weekDays: 5, baseline: null, baselineDays: 4, change: null }),
    today: { steps: 3250, activeMinutes: null, sleepHours: 8 },
    goals: { steps: 10000, activeMinutes: 30, sleepHours: 7.5 },
    streak: { days: 1, best: 12 },
    focusAreas: ['sleep', 'stress'],
    demoData: false,
    ...overrides,
  };
}
