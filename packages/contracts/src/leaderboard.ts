import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ZGroupCountSchema } from './privacy.ts';
import { ZCivilDateSchema } from './wearables.ts';

/**
 * Leaderboards (issue 10): departments of the user's company and companies, ranked by the average points their
 * counted members earned in the current calendar month (so new members are not penalised). Only members who allow
 * anonymous company insights are counted; groups with fewer than MIN_GROUP_SIZE counted members are not listed. No
 * individual is ever ranked or named, and no combination of figures over time reveals one (issue 22, ADR 016
 * "Differencing"): new members join a department's figure in batches of 5, a department someone left is withheld until
 * the month ends, and a figure moves only when at least 5 members have earned points since it last moved.
 */

/** Employee counts of other companies are shown in bands, never exactly. */
export const EMPLOYEE_COUNT_BANDS = ['5-49', '50-249', '250-999', '1000+'] as const;
export type TEmployeeCountBand = (typeof EMPLOYEE_COUNT_BANDS)[number];

export function employeeCountBand(count: number): TEmployeeCountBand {
  if (count < 50) return '5-49';
  if (count < 250) return '50-249';
  if (count < 1000) return '250-999';
  return '1000+';
}

const ZPeriodSchema = z.object({
  /** First and last civil day of the month counted (the current one, up to today). */
  from: ZCivilDateSchema,
  to: ZCivilDateSchema,
});

export const ZDepartmentRankingSchema = z.object({
  rank: z.int().min(1),
  departmentId: z.uuid(),
  name: z.string(),
  /** Counted members (at least MIN_GROUP_SIZE, or the row is not listed). */
  memberCount: z.int(),
  averagePoints: z.number(),
  own: z.boolean(),
});
export type TDepartmentRanking = z.infer<typeof ZDepartmentRankingSchema>;

export const ZDepartmentLeaderboardSchema = z.object({
  period: ZPeriodSchema,
  /** Members of the user's company who take part (allow anonymous company insights); null under MIN_GROUP_SIZE. */
  participants: ZGroupCountSchema,
  rows: z.array(ZDepartmentRankingSchema),
  /** Some departments are not listed because fewer than MIN_GROUP_SIZE of their members are counted (yet). */
  hiddenGroups: z.boolean(),
  /**
   * Some departments' figures are withheld until the month ends: someone left them this month (consent withdrawn,
   * moved, left the company), and a figure without them would reveal their points (ADR 016).
   */
  withheldGroups: z.boolean(),
  /** When the figures were computed (they are refreshed every few minutes). */
  computedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TDepartmentLeaderboard = z.infer<typeof ZDepartmentLeaderboardSchema>;

export const ZCompanyRankingSchema = z.object({
  rank: z.int().min(1),
  /** The company's name: the user's own, or one that chose to be named; null: anonymised ("Company 7"). */
  name: z.string().nullable(),
  /** Stable within one answer, for "Company {n}" labels of anonymised companies. */
  label: z.int().min(1),
  employeeBand: z.enum(EMPLOYEE_COUNT_BANDS),
  averagePoints: z.number(),
  own: z.boolean(),
});
export type TCompanyRanking = z.infer<typeof ZCompanyRankingSchema>;

export const ZCompanyLeaderboardSchema = z.object({
  period: ZPeriodSchema,
  /** People counted over all listed companies; null under MIN_GROUP_SIZE. */
  participants: ZGroupCountSchema,
  rows: z.array(ZCompanyRankingSchema),
  hiddenGroups: z.boolean(),
  computedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TCompanyLeaderboard = z.infer<typeof ZCompanyLeaderboardSchema>;

const tags = ['leaderboard'] as const;
const EMPLOYEE = ['employee'] as const;

export const getDepartmentLeaderboard = defineEndpoint({
  operationId: 'getDepartmentLeaderboard',
  method: 'GET',
  path: '/api/leaderboard/departments',
  tags,
  summary: "Departments of the user's company by average points this month (groups under 5 not listed)",
  access: EMPLOYEE,
  responses: { 200: ZDepartmentLeaderboardSchema },
  errors: [],
});

export const getCompanyLeaderboard = defineEndpoint({
  operationId: 'getCompanyLeaderboard',
  method: 'GET',
  path: '/api/leaderboard/companies',
  tags,
  summary: 'Companies by average points this month; others anonymised unless they chose to be named',
  access: EMPLOYEE,
  responses: { 200: ZCompanyLeaderboardSchema },
  errors: [],
});

export const LEADERBOARD_ENDPOINTS = [getDepartmentLeaderboard, getCompanyLeaderboard] as const;
