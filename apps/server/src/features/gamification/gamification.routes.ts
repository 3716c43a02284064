import {
  acknowledgeAchievements,
  getGamification,
  getHealthScore,
  getPointsExpiry,
  getPointsHistory,
  updateGoals,
} from '@openwell/contracts';
import type { AppInstance } from '../../app.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { employeeProfileOf } from '../accounts/employee-profile.ts';
import type { TSessionUser } from '../auth/auth.service.ts';
import type { PointsExpiryService } from './gamification.expiry.ts';
import type { GamificationService, TGamificationPerson } from './gamification.service.ts';

/**
 * The gamification endpoints (packages/contracts/src/gamification.ts): employees only (the declarations' access), and
 * only their own points, badges and score: no path, query or body names a person; the user is always the session's.
 */
export function gamificationRoutes(
  app: AppInstance,
  deps: {
    gamificationService: GamificationService;
    pointsExpiryService: Pick<PointsExpiryService, 'expiryOf'>;
    accountsService: Pick<AccountsService, 'getProfile'>;
  },
): void {
  const { gamificationService: service, pointsExpiryService } = deps;

  /** The session's user with the company, age and gender of their profile (read with the session; else read now). */
  async function personOf(user: TSessionUser): Promise<TGamificationPerson> {
    const { companyId, age, gender } = await employeeProfileOf(
      user,
      deps.accountsService,
      'Points need an employee profile.',
    );
    return { userId: user.id, companyId, age, gender };
  }

  registerEndpoint(app, getGamification, async ({ user }) => service.summary(await personOf(user)));
  registerEndpoint(app, getHealthScore, async ({ user }) => service.healthScore(await personOf(user)));
  registerEndpoint(app, getPointsHistory, async ({ user, query }) =>
    service.pointsHistory(await personOf(user), query.limit),
  );
  registerEndpoint(app, getPointsExpiry, async ({ user }) => pointsExpiryService.expiryOf(await personOf(user)));
  registerEndpoint(app, updateGoals, async ({ user, body }) => service.updateGoals(await personOf(user), body));
  registerEndpoint(app, acknowledgeAchievements, async ({ user, body }) => {
    await service.acknowledgeAchievements(await personOf(user), body.ids);
  });
}
