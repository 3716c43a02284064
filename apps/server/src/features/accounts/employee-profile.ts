import type { TGender } from '@openwell/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { TSessionUser } from '../auth/auth.service.ts';
import type { AccountsService } from './accounts.service.ts';

export type TEmployeeProfile = { companyId: string; departmentId: string; age: number; gender: TGender };

/**
 * The employee profile of the session's user, for endpoints about the person's own data: read with the session when
 * it was, else now; 403 FORBIDDEN (with `message`) for an account without one.
 */
export async function employeeProfileOf(
  user: TSessionUser,
  accounts: Pick<AccountsService, 'getProfile'>,
  message: string,
): Promise<TEmployeeProfile> {
  const profile = user.profile !== undefined ? user.profile : await accounts.getProfile(user.id);
  if (!profile) throw new AppError('FORBIDDEN', undefined, { message });
  return {
    companyId: profile.companyId,
    departmentId: profile.departmentId,
    age: profile.age,
    gender: profile.gender as TGender,
  };
}
