import { LANGUAGES, type TLanguage } from '@openwell/i18n';
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ZGroupCountSchema } from './privacy.ts';
import { ADMIN_AREA_ROLES } from './roles.ts';
import { ZCivilDateSchema } from './wearables.ts';

/**
 * Rewards and redemptions (issue 11). Each company offers its own catalogue (its employers manage it, platform admins
 * any company's); employees spend points from the ledger on them. A redemption is one transaction (availability, stock,
 * the ledger's debit, the redemption) and idempotent by the `Idempotency-Key` header. Each redemption has an
 * unguessable code, shown as a QR code of the verification URL that the company's employer opens to fulfil it.
 */

/** The built-in icons a reward may show (the web draws them; no uploads). */
export const REWARD_ICONS = [
  'gift',
  'coffee',
  'ticket',
  'calendar',
  'dumbbell',
  'bike',
  'heart',
  'leaf',
  'book',
  'shopping-bag',
  'utensils',
  'trophy',
] as const;
export type TRewardIcon = (typeof REWARD_ICONS)[number];

/**
 * issued: redeemed, not yet handed over; fulfilled: handed over (final); cancelled: withdrawn by the employer, points
 * refunded; expired: not fulfilled within REDEMPTION_VALID_DAYS, points refunded.
 */
export const REDEMPTION_STATUSES = ['issued', 'fulfilled', 'cancelled', 'expired'] as const;
export type TRedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/** An issued code not fulfilled within this many days expires and its points are refunded. */
export const REDEMPTION_VALID_DAYS = 90;
export const REWARD_TITLE_MAX = 80;
export const REWARD_DESCRIPTION_MAX = 500;
export const REWARD_COST_MAX = 1_000_000;
export const REWARD_STOCK_MAX = 1_000_000;
/** A company's catalogue holds at most this many rewards (active or not). */
export const REWARDS_PER_COMPANY_MAX = 200;
/** The header that makes a redemption idempotent, and its allowed form. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const ZIdempotencyKeySchema = z
  .string()
  .min(8)
  .max(200)
  .regex(/^[\x21-\x7e]+$/, 'visible ASCII characters only');

/** A redemption code: 25 characters of Crockford base32 (125 random bits), unguessable. */
export const REDEMPTION_CODE_LENGTH = 25;
export const ZRedemptionCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .transform((code) => code.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(new RegExp(`^[0-9A-HJKMNP-TV-Z]{${REDEMPTION_CODE_LENGTH}}$`)));
/** The web's verification page of a code: what the QR code encodes (with the server's public origin in front). */
export const redemptionVerificationPath = (code: string) => `/admin/redemptions/${code}`;

/** Text per language; English is required and is shown where a language has none. */
const localized = (max: number) =>
  z
    .object({
      en: z.string().trim().min(1).max(max),
      ...Object.fromEntries(LANGUAGES.filter((l) => l !== 'en').map((l) => [l, z.string().trim().max(max).optional()])),
    })
    .strict() as unknown as z.ZodType<{ en: string } & Partial<Record<Exclude<TLanguage, 'en'>, string>>>;
export const ZRewardTitleSchema = localized(REWARD_TITLE_MAX);
export const ZRewardDescriptionSchema = localized(REWARD_DESCRIPTION_MAX);
export type TLocalizedText = z.infer<typeof ZRewardTitleSchema>;

/** The text of `language`, else English. */
export function localizedText(text: TLocalizedText, language: string): string {
  const own = (text as Record<string, string | undefined>)[language];
  return own && own.trim() !== '' ? own : text.en;
}

const ZRewardFieldsSchema = z.object({
  title: ZRewardTitleSchema,
  /** Optional; `{ en: '' }` is not allowed, leave it null instead. */
  description: ZRewardDescriptionSchema.nullable(),
  pointsCost: z.int().min(1).max(REWARD_COST_MAX),
  icon: z.enum(REWARD_ICONS).nullable(),
  /** How many are left; null: unlimited. */
  stock: z.int().min(0).max(REWARD_STOCK_MAX).nullable(),
  /** Civil days (company time zone), both included; null: open-ended. */
  availableFrom: ZCivilDateSchema.nullable(),
  availableUntil: ZCivilDateSchema.nullable(),
  active: z.boolean(),
});

const windowInOrder = (value: { availableFrom?: string | null; availableUntil?: string | null }) =>
  !value.availableFrom || !value.availableUntil || value.availableFrom <= value.availableUntil;
const WINDOW_ORDER = { message: 'availableFrom must not be after availableUntil', path: ['availableUntil'] };

/** Why a reward cannot be redeemed now (null: it can, points permitting). */
export const REWARD_UNAVAILABLE_REASONS = ['inactive', 'not_yet', 'ended', 'out_of_stock'] as const;
export type TRewardUnavailableReason = (typeof REWARD_UNAVAILABLE_REASONS)[number];

/** A reward as an employee sees it in the catalogue of their company. */
export const ZRewardSchema = ZRewardFieldsSchema.extend({
  id: z.uuid(),
  unavailable: z.enum(REWARD_UNAVAILABLE_REASONS).nullable(),
});
export type TReward = z.infer<typeof ZRewardSchema>;

export const ZRewardsCatalogueSchema = z.object({
  /** The employee's balance when the catalogue was read. */
  balance: z.int().nonnegative(),
  /** Active rewards whose window has not ended, cheapest first. */
  rewards: z.array(ZRewardSchema),
});
export type TRewardsCatalogue = z.infer<typeof ZRewardsCatalogueSchema>;

/** A redemption as its owner sees it. */
export const ZRedemptionSchema = z.object({
  id: z.uuid(),
  rewardId: z.uuid(),
  title: ZRewardTitleSchema,
  icon: z.enum(REWARD_ICONS).nullable(),
  points: z.int().min(1),
  status: z.enum(REDEMPTION_STATUSES),
  /** The unguessable code (Crockford base32); the QR code encodes its verification URL. */
  code: z.string(),
  redeemedAt: z.iso.datetime({ offset: true }),
  /** Until when an issued code can be fulfilled. */
  expiresAt: z.iso.datetime({ offset: true }),
  /** When it was fulfilled, cancelled or expired; null while issued. */
  closedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TRedemption = z.infer<typeof ZRedemptionSchema>;

export const ZRedemptionsSchema = z.object({ redemptions: z.array(ZRedemptionSchema) });
export type TRedemptions = z.infer<typeof ZRedemptionsSchema>;

export const ZRedeemRequestSchema = z.object({ rewardId: z.uuid() });
export type TRedeemRequest = z.infer<typeof ZRedeemRequestSchema>;
export const ZRedeemResponseSchema = z.object({
  redemption: ZRedemptionSchema,
  /** The balance right after this redemption (a replay answers the same). */
  balance: z.int().nonnegative(),
});
export type TRedeemResponse = z.infer<typeof ZRedeemResponseSchema>;

// ---- the admin area: catalogue, codes, figures -------------------------------------------------------------------

/** A reward in the admin area: everything, and whether it has redemptions (then it can only be deactivated). */
export const ZAdminRewardSchema = ZRewardSchema.extend({
  hasRedemptions: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TAdminReward = z.infer<typeof ZAdminRewardSchema>;
export const ZAdminRewardsSchema = z.object({ rewards: z.array(ZAdminRewardSchema) });

export const ZCreateRewardRequestSchema = ZRewardFieldsSchema.refine(windowInOrder, WINDOW_ORDER);
export type TCreateRewardRequest = z.input<typeof ZCreateRewardRequestSchema>;
export const ZUpdateRewardRequestSchema = ZRewardFieldsSchema.partial().refine(windowInOrder, WINDOW_ORDER);
export type TUpdateRewardRequest = z.input<typeof ZUpdateRewardRequestSchema>;

export const ZCompanyRewardsParamsSchema = z.object({ companyId: z.uuid() });
export const ZRewardParamsSchema = z.object({ companyId: z.uuid(), rewardId: z.uuid() });
export const ZRedemptionCodeParamsSchema = z.object({ code: ZRedemptionCodeSchema });

/** What the employer sees on a code's verification page: no health data, no points balance. */
export const ZRedemptionVerificationSchema = z.object({
  code: z.string(),
  companyId: z.uuid(),
  reward: z.object({
    id: z.uuid(),
    title: ZRewardTitleSchema,
    description: ZRewardDescriptionSchema.nullable(),
    icon: z.enum(REWARD_ICONS).nullable(),
  }),
  points: z.int().min(1),
  status: z.enum(REDEMPTION_STATUSES),
  /** Who redeemed it, so the employer can hand it over. */
  employeeEmail: z.string(),
  redeemedAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  closedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TRedemptionVerification = z.infer<typeof ZRedemptionVerificationSchema>;

const ZMonthSchema = z.string().regex(/^\d{4}-\d{2}$/);

/**
 * Issued codes waiting to be fulfilled, by the rule of the figures (issue 24): a reward's codes of one month (of
 * redemption) are the figures' `issued` cell, so they are listed and counted only when there are at least 5 of them;
 * a smaller group is named in `fewer` (reward and month, no count, no codes), as the figures show it: "fewer than 5".
 * Only the code's last characters, never who redeemed.
 */
export const ZPendingRedemptionsSchema = z.object({
  /** Codes of the groups of at least 5, oldest first (at most PENDING_LIST_MAX). */
  pending: z.array(
    z.object({
      codeEnd: z.string(),
      rewardId: z.uuid(),
      title: ZRewardTitleSchema,
      redeemedAt: z.iso.datetime({ offset: true }),
      expiresAt: z.iso.datetime({ offset: true }),
    }),
  ),
  /** The codes of those groups (the list shows the oldest PENDING_LIST_MAX): 0 or at least 5. */
  total: z.int().nonnegative(),
  /** The reward-and-month groups of fewer than 5 codes, neither listed nor in `total`; oldest month first. */
  fewer: z.array(z.object({ rewardId: z.uuid(), title: ZRewardTitleSchema, month: ZMonthSchema })),
});
export type TPendingRedemptions = z.infer<typeof ZPendingRedemptionsSchema>;
export const PENDING_LIST_MAX = 100;

export const REDEMPTION_STATS_MONTHS_MAX = 24;
export const ZRedemptionStatsQuerySchema = z.object({
  months: z.coerce.number().int().min(1).max(REDEMPTION_STATS_MONTHS_MAX).default(6),
});
/**
 * Redemptions of the company per reward, status and calendar month (of redemption): counts only, each a group count
 * (null: fewer than 5, shown as "fewer than 5"; a cell of 0 redemptions is left out).
 */
export const ZRedemptionStatsSchema = z.object({
  /** The months covered, oldest first (`YYYY-MM`). */
  months: z.array(ZMonthSchema),
  rewards: z.array(
    z.object({
      rewardId: z.uuid(),
      title: ZRewardTitleSchema,
      active: z.boolean(),
      cells: z.array(z.object({ month: z.string(), status: z.enum(REDEMPTION_STATUSES), count: ZGroupCountSchema })),
      /**
       * The reward's redemptions in the period that the total counts (issue 24): the cells of 5 or more, and a month's
       * cells under 5 when together they are 5 or more. Null: none counted (no redemptions, or all left out).
       */
      total: ZGroupCountSchema,
      /** The months whose cells under 5 the total leaves out (together fewer than 5), oldest first. */
      leftOut: z.array(ZMonthSchema),
    }),
  ),
});
export type TRedemptionStats = z.infer<typeof ZRedemptionStatsSchema>;

// ---- endpoints ---------------------------------------------------------------------------------------------------

const tags = ['rewards'] as const;
const EMPLOYEE = ['employee'] as const;
const ADMIN_AREA = ADMIN_AREA_ROLES;
const EMPLOYER_SCOPE = 'Employers act on their own company only; another company answers NOT_FOUND.';

export const listRewards = defineEndpoint({
  operationId: 'listRewards',
  method: 'GET',
  path: '/api/rewards',
  tags,
  summary: "The rewards the employee's company offers now or soon, with the employee's balance",
  access: EMPLOYEE,
  responses: { 200: ZRewardsCatalogueSchema },
  errors: [],
});

export const listMyRedemptions = defineEndpoint({
  operationId: 'listMyRedemptions',
  method: 'GET',
  path: '/api/rewards/redemptions',
  tags,
  summary: "The signed-in employee's redemptions, newest first",
  access: EMPLOYEE,
  responses: { 200: ZRedemptionsSchema },
  errors: [],
});

export const redeemReward = defineEndpoint({
  operationId: 'redeemReward',
  method: 'POST',
  path: '/api/rewards/redemptions',
  tags,
  summary: 'Redeem a reward: checks availability and stock, debits the points and issues a code, in one transaction',
  description:
    'Send an `Idempotency-Key` header (8-200 visible ASCII characters): a retry with the same key answers the first ' +
    'result (201, the same body); the same key with another body answers IDEMPOTENCY_KEY_REUSED. INSUFFICIENT_POINTS ' +
    'carries `details.missingPoints`.',
  access: EMPLOYEE,
  body: ZRedeemRequestSchema,
  responses: { 201: ZRedeemResponseSchema },
  errors: [
    'NOT_FOUND',
    'INSUFFICIENT_POINTS',
    'REWARD_UNAVAILABLE',
    'REWARD_OUT_OF_STOCK',
    'IDEMPOTENCY_KEY_REUSED',
    'POINTS_DEDUCTION_FAILED',
  ],
});

export const listCompanyRewards = defineEndpoint({
  operationId: 'listCompanyRewards',
  method: 'GET',
  path: '/api/admin/companies/:companyId/rewards',
  tags,
  summary: "A company's reward catalogue, active or not",
  description: EMPLOYER_SCOPE,
  access: ADMIN_AREA,
  params: ZCompanyRewardsParamsSchema,
  responses: { 200: ZAdminRewardsSchema },
  errors: ['NOT_FOUND'],
});

export const createReward = defineEndpoint({
  operationId: 'createReward',
  method: 'POST',
  path: '/api/admin/companies/:companyId/rewards',
  tags,
  summary: 'Add a reward to the catalogue',
  description: `${EMPLOYER_SCOPE} At most ${REWARDS_PER_COMPANY_MAX} rewards per company. Audited.`,
  access: ADMIN_AREA,
  params: ZCompanyRewardsParamsSchema,
  body: ZCreateRewardRequestSchema,
  responses: { 201: ZAdminRewardSchema },
  errors: ['NOT_FOUND', 'REWARD_LIMIT_REACHED'],
});

export const updateReward = defineEndpoint({
  operationId: 'updateReward',
  method: 'PATCH',
  path: '/api/admin/companies/:companyId/rewards/:rewardId',
  tags,
  summary: 'Change a reward (deactivate it with `active: false`)',
  description: `${EMPLOYER_SCOPE} Audited. Issued codes keep the points they cost.`,
  access: ADMIN_AREA,
  params: ZRewardParamsSchema,
  body: ZUpdateRewardRequestSchema,
  responses: { 200: ZAdminRewardSchema },
  errors: ['NOT_FOUND'],
});

export const deleteReward = defineEndpoint({
  operationId: 'deleteReward',
  method: 'DELETE',
  path: '/api/admin/companies/:companyId/rewards/:rewardId',
  tags,
  summary: 'Delete a reward that was never redeemed (one with redemptions can only be deactivated)',
  description: `${EMPLOYER_SCOPE} Audited.`,
  access: ADMIN_AREA,
  params: ZRewardParamsSchema,
  responses: { 204: null },
  errors: ['NOT_FOUND', 'REWARD_HAS_REDEMPTIONS'],
});

export const getRedemptionStats = defineEndpoint({
  operationId: 'getRedemptionStats',
  method: 'GET',
  path: '/api/admin/companies/:companyId/redemptions/stats',
  tags,
  summary: "Counts of the company's redemptions by reward, status and month (groups under 5: fewer than 5)",
  description: EMPLOYER_SCOPE,
  access: ADMIN_AREA,
  params: ZCompanyRewardsParamsSchema,
  query: ZRedemptionStatsQuerySchema,
  responses: { 200: ZRedemptionStatsSchema },
  errors: ['NOT_FOUND'],
});

export const listPendingRedemptions = defineEndpoint({
  operationId: 'listPendingRedemptions',
  method: 'GET',
  path: '/api/admin/companies/:companyId/redemptions/pending',
  tags,
  summary: "The company's issued codes waiting to be fulfilled, oldest first (the code's end only, no names)",
  description: EMPLOYER_SCOPE,
  access: ADMIN_AREA,
  params: ZCompanyRewardsParamsSchema,
  responses: { 200: ZPendingRedemptionsSchema },
  errors: ['NOT_FOUND'],
});

export const getRedemptionByCode = defineEndpoint({
  operationId: 'getRedemptionByCode',
  method: 'GET',
  path: '/api/admin/redemptions/:code',
  tags,
  summary: "A redemption by its code (the QR code's verification page): the reward and its status",
  description: "Employers see their own company's codes only; any other code answers NOT_FOUND.",
  access: ADMIN_AREA,
  params: ZRedemptionCodeParamsSchema,
  responses: { 200: ZRedemptionVerificationSchema },
  errors: ['NOT_FOUND'],
  rateLimited: true,
});

export const fulfilRedemption = defineEndpoint({
  operationId: 'fulfilRedemption',
  method: 'POST',
  path: '/api/admin/redemptions/:code/fulfil',
  tags,
  summary: 'Mark an issued code fulfilled (once: a fulfilled, cancelled or expired code answers REDEMPTION_CLOSED)',
  description: "Employers fulfil their own company's codes only. Audited.",
  access: ADMIN_AREA,
  params: ZRedemptionCodeParamsSchema,
  responses: { 200: ZRedemptionVerificationSchema },
  errors: ['NOT_FOUND', 'REDEMPTION_CLOSED'],
  rateLimited: true,
});

export const cancelRedemption = defineEndpoint({
  operationId: 'cancelRedemption',
  method: 'POST',
  path: '/api/admin/redemptions/:code/cancel',
  tags,
  summary: 'Cancel an issued code: its points go back to the employee (a compensating ledger entry), stock is restored',
  description: "Employers cancel their own company's codes only. Audited.",
  access: ADMIN_AREA,
  params: ZRedemptionCodeParamsSchema,
  responses: { 200: ZRedemptionVerificationSchema },
  errors: ['NOT_FOUND', 'REDEMPTION_CLOSED'],
  rateLimited: true,
});

export const REWARDS_ENDPOINTS = [
  listRewards,
  listMyRedemptions,
  redeemReward,
  listCompanyRewards,
  createReward,
  updateReward,
  deleteReward,
  getRedemptionStats,
  listPendingRedemptions,
  getRedemptionByCode,
  fulfilRedemption,
  cancelRedemption,
] as const;
