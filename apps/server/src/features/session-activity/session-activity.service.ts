import { SESSION_ACTIVITY_USER_AGENT_MAX, type TSessionActivityRequest } from '@openwell/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { TSessionUser } from '../auth/auth.service.ts';
import { insertSessionActivity } from './session-activity.repo.ts';

export type SessionActivityServiceDeps = {
  database: Database;
  clock: Clock;
  accountsService: Pick<AccountsService, 'getProfile'>;
};

export function createSessionActivityService(deps: SessionActivityServiceDeps) {
  const { db } = deps.database;
  return {
    /**
     * log_session_activity for the signed-in user. The user is always the session's: a `p_user_id`
     * naming anyone else is refused (403) and nothing is stored; the same id is accepted.
     */
    async log(user: Pick<TSessionUser, 'id' | 'profile'>, input: TSessionActivityRequest): Promise<void> {
      const sessionUserId = user.id;
      if (input.p_user_id !== undefined && input.p_user_id !== sessionUserId) {
        throw new AppError('FORBIDDEN', undefined, { message: 'Session activity can only be logged for yourself.' });
      }
      // The session query brought the profile along; read it only when it did not.
      const profile = user.profile !== undefined ? user.profile : await deps.accountsService.getProfile(sessionUserId);
      const { timestamp, userAgent } = input.p_metadata;
      await insertSessionActivity(db, {
        userId: sessionUserId,
        companyId: profile?.companyId ?? null,
        activityType: input.p_activity_type,
        metadata: {
          timestamp,
          ...(userAgent === undefined ? {} : { userAgent: userAgent.slice(0, SESSION_ACTIVITY_USER_AGENT_MAX) }),
        },
        createdAt: deps.clock.now(),
      });
    },
  };
}

export type SessionActivityService = ReturnType<typeof createSessionActivityService>;
