import { getCompanyLeaderboard, getDepartmentLeaderboard } from '@openwell/contracts';
import type { AppInstance } from '../../app.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { employeeProfileOf } from '../accounts/employee-profile.ts';
import type { TSessionUser } from '../auth/auth.service.ts';
import type { LeaderboardService, TLeaderboardViewer } from './leaderboard.service.ts';

/**
 * The leaderboards (packages/contracts/src/leaderboard.ts): employees only (the declarations' access), always about
 * the session user's own company; no path or query names a company, a department or a person.
 */
export function leaderboardRoutes(
  app: AppInstance,
  deps: { leaderboardService: LeaderboardService; accountsService: Pick<AccountsService, 'getProfile'> },
): void {
  const { leaderboardService: service } = deps;

  /** The session's user's company and department (read with the session; else read now). */
  async function viewerOf(user: TSessionUser): Promise<TLeaderboardViewer> {
    const { companyId, departmentId } = await employeeProfileOf(
      user,
      deps.accountsService,
      'Leaderboards need an employee profile.',
    );
    return { companyId, departmentId };
  }

  registerEndpoint(app, getDepartmentLeaderboard, async ({ user }) => service.departments(await viewerOf(user)));
  registerEndpoint(app, getCompanyLeaderboard, async ({ user }) => service.companies(await viewerOf(user)));
}
