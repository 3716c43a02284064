import {
  IDEMPOTENCY_KEY_HEADER,
  ZIdempotencyKeySchema,
  cancelRedemption,
  createReward,
  deleteReward,
  fulfilRedemption,
  getRedemptionByCode,
  getRedemptionStats,
  listCompanyRewards,
  listMyRedemptions,
  listPendingRedemptions,
  listRewards,
  redeemReward,
  updateReward,
} from '@openwell/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app.ts';
import { AppError } from '../../lib/app-error.ts';
import { registerEndpoint, type TClientInfo } from '../../plugins/endpoint-route.ts';
import { clientKey } from '../../plugins/rate-limit.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { employeeProfileOf } from '../accounts/employee-profile.ts';
import type { TSessionUser } from '../auth/auth.service.ts';
import type { TScopedActor } from '../companies/companies.service.ts';
import type { RewardsService, TRewardsPerson } from './rewards.service.ts';

/**
 * The codes' endpoints (verification page, fulfil, cancel), per signed-in user: generous for an employer handing out
 * rewards at a counter, and with 125-bit codes guessing is hopeless anyway.
 */
export const REDEMPTION_CODE_RATE_LIMIT = {
  max: 120,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : clientKey(request.ip)),
} as const;

/** The acting user with the company an employer administers (read with the session), for scoping and the audit. */
const scopedActor = (user: TSessionUser, client: TClientInfo): TScopedActor => ({
  userId: user.id,
  role: user.role,
  employerCompanyId: user.employerCompanyId ?? null,
  ...client,
});

/** The Idempotency-Key header when sent (null: not idempotent); one of another form is VALIDATION_FAILED. */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return null;
  const parsed = ZIdempotencyKeySchema.safeParse(header);
  if (parsed.success) return parsed.data;
  const message = 'The Idempotency-Key header must be 8 to 200 visible ASCII characters.';
  throw new AppError(
    'VALIDATION_FAILED',
    { issues: [{ location: 'headers', path: IDEMPOTENCY_KEY_HEADER, message, code: 'custom' }] },
    { message },
  );
}

/**
 * The rewards endpoints (packages/contracts/src/rewards.ts). Employees: their company's catalogue, their own
 * redemptions (no path, query or body names a person). The admin area: employers for their own company, admins for
 * any (the service scopes; another company or its codes answer NOT_FOUND).
 */
export function rewardsRoutes(
  app: AppInstance,
  deps: { rewardsService: RewardsService; accountsService: Pick<AccountsService, 'getProfile'> },
): void {
  const { rewardsService: service } = deps;

  async function personOf(user: TSessionUser): Promise<TRewardsPerson> {
    const { companyId } = await employeeProfileOf(user, deps.accountsService, 'Rewards need an employee profile.');
    return { userId: user.id, companyId };
  }

  registerEndpoint(app, listRewards, async ({ user }) => service.catalogue(await personOf(user)));
  registerEndpoint(app, listMyRedemptions, async ({ user }) => service.myRedemptions(await personOf(user)));
  registerEndpoint(app, redeemReward, async ({ user, body, request }) => {
    const key = idempotencyKeyOf(request);
    return service.redeem(await personOf(user), body.rewardId, key);
  });

  registerEndpoint(app, listCompanyRewards, ({ params, user, client }) =>
    service.listCompanyRewards(scopedActor(user, client), params.companyId),
  );
  registerEndpoint(app, createReward, ({ params, body, user, client }) =>
    service.createReward(scopedActor(user, client), params.companyId, body),
  );
  registerEndpoint(app, updateReward, ({ params, body, user, client }) =>
    service.updateReward(scopedActor(user, client), params.companyId, params.rewardId, body),
  );
  registerEndpoint(app, deleteReward, async ({ params, user, client }) => {
    await service.deleteReward(scopedActor(user, client), params.companyId, params.rewardId);
  });
  registerEndpoint(app, getRedemptionStats, ({ params, query, user, client }) =>
    service.stats(scopedActor(user, client), params.companyId, query.months),
  );
  registerEndpoint(app, listPendingRedemptions, ({ params, user, client }) =>
    service.pending(scopedActor(user, client), params.companyId),
  );

  const codeOptions = { rateLimit: REDEMPTION_CODE_RATE_LIMIT };
  registerEndpoint(
    app,
    getRedemptionByCode,
    ({ params, user, client }) => service.redemptionByCode(scopedActor(user, client), params.code),
    codeOptions,
  );
  registerEndpoint(
    app,
    fulfilRedemption,
    ({ params, user, client }) => service.fulfil(scopedActor(user, client), params.code),
    codeOptions,
  );
  registerEndpoint(
    app,
    cancelRedemption,
    ({ params, user, client }) => service.cancel(scopedActor(user, client), params.code),
    codeOptions,
  );
}
