import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { SCOPE_GROUPS, ZCivilDateSchema } from './wearables.ts';

/**
 * Gamification (issue 10): the points ledger, levels, streaks, multipliers, goals, badges and the health score, as the
 * signed-in employee sees them. The rules themselves (formulas, thresholds, the badge catalogue) live in
 * `@openwell/gamification` and ADR 015; this module only fixes what crosses the wire. Leaderboards: leaderboard.ts.
 */

/** The three daily goals a person sets (changes apply from the next civil day). */
export const GOAL_KINDS = ['steps', 'activeMinutes', 'sleepHours'] as const;
export type TGoalKind = (typeof GOAL_KINDS)[number];

/** Bounds and step of each goal: sane values only (a goal of 100 steps or 20 h of sleep helps nobody). */
export const GOAL_BOUNDS: Readonly<Record<TGoalKind, { min: number; max: number; step: number; default: number }>> = {
  steps: { min: 2000, max: 30000, step: 500, default: 8000 },
  activeMinutes: { min: 10, max: 180, step: 5, default: 30 },
  sleepHours: { min: 6, max: 10, step: 0.5, default: 7.5 },
};

/** Why points were credited or debited. Daily rules carry the civil day; one-off rules do not. */
export const POINT_REASONS = [
  'goal_steps',
  'goal_active_minutes',
  'goal_sleep',
  'consistency',
  'tracker_connected',
  'questionnaire_completed',
  'achievement',
  'redemption',
  'redemption_refund',
  'expiry',
] as const;
export type TPointReason = (typeof POINT_REASONS)[number];

/** The categories of the health score (each 0-100; without data a category is left out). */
export const HEALTH_SCORE_CATEGORIES = [
  'activity',
  'sleep',
  'cardiovascular',
  'bodyComposition',
  'vitalSigns',
  'consistency',
] as const;
export type THealthScoreCategory = (typeof HEALTH_SCORE_CATEGORIES)[number];

const goalValue = (kind: TGoalKind) => {
  const { min, max, step } = GOAL_BOUNDS[kind];
  return z
    .number()
    .min(min)
    .max(max)
    .refine((value) => Math.abs(value / step - Math.round(value / step)) < 1e-9, `Must be a multiple of ${step}`);
};

export const ZGoalsSchema = z.object({
  steps: goalValue('steps'),
  activeMinutes: goalValue('activeMinutes'),
  sleepHours: goalValue('sleepHours'),
});
export type TGoals = z.infer<typeof ZGoalsSchema>;

/** One goal today: the target in effect, today's value so far (null: no data) and whether it is met. */
export const ZGoalProgressSchema = z.object({
  goal: z.enum(GOAL_KINDS),
  target: z.number(),
  value: z.number().nullable(),
  met: z.boolean(),
});

export const ZAchievementStatusSchema = z.object({
  /** Catalogue id (`@openwell/gamification` ACHIEVEMENTS); texts come from i18n keys `gamification:badges.<id>.*`. */
  id: z.string(),
  earnedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Progress towards a locked badge, when it has a measurable one (e.g. 4 of 7 streak days). */
  progress: z.object({ current: z.number(), target: z.number() }).nullable(),
});
export type TAchievementStatus = z.infer<typeof ZAchievementStatusSchema>;

export const ZGamificationSummarySchema = z.object({
  /** The civil day (the person's time zone, ADR 022) the figures are for. */
  date: ZCivilDateSchema,
  points: z.object({
    /** What can be spent: the sum of the ledger. */
    balance: z.int(),
    /** Points credited for today's civil day (all earning rules): `goalsToday` + `awardsToday`. */
    earnedToday: z.int(),
    /** Of them, the daily rules' (the three goals and consistency): never more than the day cap (RULES.dayCap). */
    goalsToday: z.int(),
    /**
     * Of them, the one-off awards credited today (badges, the level badges among them; the tracker connected; the
     * questionnaire): on top of the day cap, shown apart from the goals' points (issue 24).
     */
    awardsToday: z.int(),
    /** Every point ever credited (levels count these; spending does not lower a level). */
    lifetime: z.int(),
  }),
  level: z.object({
    level: z.int().min(1),
    /** Lifetime points at which the current level began and at which the next one begins. */
    currentLevelPoints: z.int(),
    nextLevelPoints: z.int(),
    pointsToNextLevel: z.int().nonnegative(),
  }),
  streak: z.object({
    /** Consecutive civil days with at least one daily goal met, ending today or yesterday. */
    days: z.int().nonnegative(),
    best: z.int().nonnegative(),
    /** Whether today already counts (a goal met today). */
    today: z.boolean(),
  }),
  multipliers: z.object({ streak: z.number(), improvement: z.number(), total: z.number() }),
  goals: z.object({
    current: ZGoalsSchema,
    /** A change that takes effect on `effectiveFrom` (the next civil day), or null. */
    pending: ZGoalsSchema.extend({ effectiveFrom: ZCivilDateSchema }).nullable(),
    today: z.array(ZGoalProgressSchema),
  }),
  achievements: z.array(ZAchievementStatusSchema),
  /** Earned badges the person has not been shown yet (celebrated once, then acknowledged). */
  newAchievements: z.array(z.string()),
});
export type TGamificationSummary = z.infer<typeof ZGamificationSummarySchema>;

/** One category of the health score: its value, weight after renormalising, and the figures behind it. */
export const ZHealthScoreCategorySchema = z.object({
  category: z.enum(HEALTH_SCORE_CATEGORIES),
  /** null: no data in the period, left out of the overall score. */
  score: z.int().min(0).max(100).nullable(),
  /** Share of the overall score (0-1); 0 when left out. */
  weight: z.number().min(0).max(1),
  /** The figures the category was computed from, for the explanation (i18n key + values). */
  basis: z.object({ key: z.string(), values: z.record(z.string(), z.number()) }).nullable(),
  /** Change since the previous 7 days (null: no score then or now). */
  change: z.int().nullable(),
  /** Previous week's figures for "up from 6.8 h" (null when there was none). */
  previousBasis: z.object({ key: z.string(), values: z.record(z.string(), z.number()) }).nullable(),
  /**
   * Left out (score null) while the connected tracker does not share these scope groups, which the category reads:
   * "not shared", and what to allow at the provider (issue 24). Empty when the category counts or simply has no data.
   */
  notShared: z.array(z.enum(SCOPE_GROUPS)),
});
export type THealthScoreCategoryResult = z.infer<typeof ZHealthScoreCategorySchema>;

export const ZHealthScoreSchema = z.object({
  /** The last 7 civil days ending today. */
  from: ZCivilDateSchema,
  to: ZCivilDateSchema,
  /** 0-100, null without any category. */
  score: z.int().min(0).max(100).nullable(),
  previousScore: z.int().min(0).max(100).nullable(),
  categories: z.array(ZHealthScoreCategorySchema),
});
export type THealthScore = z.infer<typeof ZHealthScoreSchema>;

/** Point expiry policy (issue 11): points expire this many months after they were earned (oldest first), or never. */
export const POINTS_EXPIRY_MONTHS_MAX = 60;
/** The rewards screen and the dashboard show the points that expire within this many days. */
export const POINTS_EXPIRY_NOTICE_DAYS = 30;
export const ZPointsExpiryMonthsSchema = z.int().min(1).max(POINTS_EXPIRY_MONTHS_MAX).nullable();

/** What an employee's points look like against the company's expiry policy. */
export const ZPointsExpirySchema = z.object({
  /** Months after earning at which points expire (oldest first); null: they never expire. */
  months: ZPointsExpiryMonthsSchema,
  /** Points of the current balance that expire within POINTS_EXPIRY_NOTICE_DAYS days (0 when none or never). */
  expiringSoon: z.int().nonnegative(),
  /** The upcoming expiries within the notice period, by civil day, earliest first. */
  upcoming: z.array(z.object({ date: ZCivilDateSchema, points: z.int().min(1) })),
});
export type TPointsExpiry = z.infer<typeof ZPointsExpirySchema>;

/** One ledger entry as its owner sees it (newest first). */
export const ZPointsEntrySchema = z.object({
  id: z.uuid(),
  amount: z.int(),
  reason: z.enum(POINT_REASONS),
  date: ZCivilDateSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export const ZPointsHistorySchema = z.object({ entries: z.array(ZPointsEntrySchema) });
export const ZPointsHistoryQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(30) });

export const ZAcknowledgeAchievementsRequestSchema = z.object({ ids: z.array(z.string().max(64)).min(1).max(50) });

const tags = ['gamification'] as const;
/** A person's own points and score: employees only, and only their own (no ids in the paths). */
const EMPLOYEE = ['employee'] as const;

export const getGamification = defineEndpoint({
  operationId: 'getGamification',
  method: 'GET',
  path: '/api/gamification',
  tags,
  summary: 'Points, level, streak, multipliers, goals and badges of the signed-in employee (dashboard cards)',
  access: EMPLOYEE,
  responses: { 200: ZGamificationSummarySchema },
  errors: [],
});

export const getHealthScore = defineEndpoint({
  operationId: 'getHealthScore',
  method: 'GET',
  path: '/api/gamification/health-score',
  tags,
  summary: 'The health score of the last 7 days with its categories, their basis and the change since the week before',
  access: EMPLOYEE,
  responses: { 200: ZHealthScoreSchema },
  errors: [],
});

export const getPointsHistory = defineEndpoint({
  operationId: 'getPointsHistory',
  method: 'GET',
  path: '/api/gamification/points',
  tags,
  summary: "The signed-in employee's latest ledger entries",
  access: EMPLOYEE,
  query: ZPointsHistoryQuerySchema,
  responses: { 200: ZPointsHistorySchema },
  errors: [],
});

export const updateGoals = defineEndpoint({
  operationId: 'updateGoals',
  method: 'PUT',
  path: '/api/gamification/goals',
  tags,
  summary: 'Set the daily goals; they apply from the next civil day (today keeps the goals it started with)',
  access: EMPLOYEE,
  body: ZGoalsSchema,
  responses: { 200: ZGamificationSummarySchema },
  errors: [],
});

export const acknowledgeAchievements = defineEndpoint({
  operationId: 'acknowledgeAchievements',
  method: 'POST',
  path: '/api/gamification/achievements/seen',
  tags,
  summary: 'Mark new badges as celebrated, so the toast and the badge dialog show each exactly once',
  access: EMPLOYEE,
  body: ZAcknowledgeAchievementsRequestSchema,
  responses: { 204: null },
  errors: [],
});

export const getPointsExpiry = defineEndpoint({
  operationId: 'getPointsExpiry',
  method: 'GET',
  path: '/api/gamification/points-expiry',
  tags,
  summary: "The company's point expiry policy and the employee's points that expire in the next 30 days",
  access: EMPLOYEE,
  responses: { 200: ZPointsExpirySchema },
  errors: [],
});

export const GAMIFICATION_ENDPOINTS = [
  getGamification,
  getHealthScore,
  getPointsHistory,
  updateGoals,
  acknowledgeAchievements,
  getPointsExpiry,
] as const;
