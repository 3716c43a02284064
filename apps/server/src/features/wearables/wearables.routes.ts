import {
  completeWearableAuthorization,
  disconnectWearable,
  getHealthToday,
  getHealthTrend,
  getWearables,
  logManualActivity,
  startWearableAuthorization,
  syncDemoData,
  syncWearable,
} from '@openwell/contracts';
import type { AppInstance } from '../../app.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { employeeProfileOf } from '../accounts/employee-profile.ts';
import type { TSessionUser } from '../auth/auth.service.ts';
import type { TWearablesUser, WearablesService } from './wearables.service.ts';

/**
 * The wearables endpoints (packages/contracts/src/wearables.ts): employees only (the declarations' access), and only
 * their own tracker and data: no path or body names a person, the user is always the session's.
 */
export function wearablesRoutes(
  app: AppInstance,
  deps: { wearablesService: WearablesService; accountsService: Pick<AccountsService, 'getProfile'> },
): void {
  const { wearablesService: service } = deps;

  /** The session's user with the company of their profile (read with the session; else read now). */
  async function personOf(user: TSessionUser): Promise<TWearablesUser> {
    const profile = await employeeProfileOf(user, deps.accountsService, 'Health data needs an employee profile.');
    return { userId: user.id, companyId: profile.companyId };
  }

  registerEndpoint(app, getWearables, async ({ user }) => service.status(await personOf(user)), {
    reusedAnswers: true,
  });
  registerEndpoint(app, startWearableAuthorization, async ({ user, params, body }) =>
    service.startAuthorization(await personOf(user), params.provider, body.returnTo),
  );
  registerEndpoint(app, completeWearableAuthorization, async ({ user, params, body }) =>
    service.completeAuthorization(await personOf(user), params.provider, body),
  );
  registerEndpoint(app, syncWearable, async ({ user }) => service.syncNow(await personOf(user)));
  registerEndpoint(app, syncDemoData, async ({ user }) => service.syncDemo(await personOf(user)));
  registerEndpoint(app, disconnectWearable, async ({ user }) => {
    await service.disconnect(await personOf(user));
  });
  registerEndpoint(app, logManualActivity, async ({ user }) => service.logManualActivity(await personOf(user)));
  // Answers computed at the person's health data version and day come from memory while both stay (the service reads
  // the version), and so does their JSON.
  registerEndpoint(app, getHealthToday, async ({ user }) => service.today(await personOf(user)), {
    reusedAnswers: true,
  });
  registerEndpoint(app, getHealthTrend, async ({ user, query }) => service.trend(await personOf(user), query.days), {
    reusedAnswers: true,
  });
}
