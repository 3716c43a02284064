import { ADMIN_USERS_PAGE_SIZE, type TAdminUser, type TAdminUsersResponse, type TRole } from '@openwell/contracts';
import { sql } from 'drizzle-orm';
import type { AppExecutor, Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { AuthService, TSessionUser } from '../auth/auth.service.ts';
import type { CompaniesService } from '../companies/companies.service.ts';
import type { EmployerGrants } from '../employers/employers.service.ts';
import {
  countProfilesOfCompany,
  findProfile,
  findProfileForUpdate,
  findProfiles,
  lockCompanySeats,
  updateProfile,
} from './accounts.repo.ts';
import type { Profile } from './accounts.tables.ts';
import { orInvalidDepartment, type TRequestInfo } from './accounts.service.ts';

export type AccountsAdminServiceDeps = {
  database: Database;
  authService: Pick<AuthService, 'findUsers' | 'setRole' | 'countUsersWithRole'>;
  companiesService: CompaniesService;
  /** Which company an employer administers (employers feature), kept in step with role changes. */
  employers: EmployerGrants;
  /** Called once a changed company or department is committed: the leaderboards recompute at once (ADR 016). */
  onInsightsMembershipChanged?: () => Promise<void>;
};

type TActor = Pick<TSessionUser, 'id' | 'role'>;
type TAuditRequest = Pick<TRequestInfo, 'ip' | 'userAgent'>;
type TAccountRow = { id: string; email: string; role: TRole };

// Serialises demotions of admins, so two admins demoting each other at once cannot leave none.
const ADMIN_ROLE_LOCK_KEY = 4_711_003;

/**
 * The admin area's user management, for platform admins only (the endpoints' access): account data only (email,
 * role, company, department), never health values. Employers have no list of people (issue 8): whether someone takes
 * part in a health programme is itself sensitive.
 */
export function createAccountsAdminService(deps: AccountsAdminServiceDeps) {
  const { db } = deps.database;
  const { authService, companiesService, employers } = deps;

  async function toAdminUsers(accounts: TAccountRow[], executor: AppExecutor = db): Promise<TAdminUser[]> {
    const profiles = await findProfiles(
      executor,
      accounts.map((a) => a.id),
    );
    const byUser = new Map(profiles.map((p) => [p.userId, p]));
    // An invited employer has no profile: the company they administer stands in for it.
    const administered = await employers.employerCompanies(
      accounts.filter((a) => a.role === 'employer' && !byUser.has(a.id)).map((a) => a.id),
      executor,
    );
    const refs = await companiesService.findRefs(
      {
        companyIds: [...profiles.map((p) => p.companyId), ...administered.values()],
        departmentIds: profiles.map((p) => p.departmentId),
      },
      executor,
    );
    return accounts.map((account) => {
      const profile = byUser.get(account.id);
      const companyId = profile?.companyId ?? administered.get(account.id);
      const company = companyId ? refs.companies.get(companyId) : undefined;
      const department = profile ? refs.departments.get(profile.departmentId) : undefined;
      return {
        id: account.id,
        email: account.email,
        role: account.role,
        companyCode: company?.code ?? null,
        companyName: company?.name ?? null,
        departmentName: department?.name ?? null,
      };
    });
  }

  /**
   * Whether someone may be moved into the company (under its seats lock): as at sign-up, not while it is suspended
   * and not past its seat limit. Read again under the lock, so a suspension or a new limit committed meanwhile counts.
   */
  async function assertMayJoin(tx: AppExecutor, companyId: string, companyCode: string): Promise<void> {
    const current = await companiesService.findByCode(companyCode, tx);
    if (!current || current.id !== companyId) throw new AppError('INVALID_COMPANY_CODE');
    if (current.status === 'suspended') {
      throw new AppError('COMPANY_SUSPENDED', undefined, {
        message: "This company's subscription is suspended: nobody can be moved into it until it is reactivated.",
      });
    }
    if (current.seatLimit !== null && (await countProfilesOfCompany(tx, companyId)) >= current.seatLimit) {
      throw new AppError(
        'SEAT_LIMIT_REACHED',
        { seatLimit: current.seatLimit },
        {
          message: `This company has used all ${current.seatLimit} places of its subscription: nobody can be moved into it until a place is free or its seat limit is raised.`,
        },
      );
    }
  }

  async function findAccount(userId: string): Promise<TAccountRow> {
    const { users } = await authService.findUsers({ userIds: [userId], limit: 1, offset: 0 });
    const account = users[0];
    if (!account) throw new AppError('NOT_FOUND', undefined, { message: 'No such user.' });
    return account;
  }

  return {
    async listUsers(query: { search?: string; page: number }): Promise<TAdminUsersResponse> {
      const paging = { limit: ADMIN_USERS_PAGE_SIZE, offset: (query.page - 1) * ADMIN_USERS_PAGE_SIZE };
      const search = query.search ? query.search : undefined;
      const result = await authService.findUsers({ ...(search ? { search } : {}), ...paging });
      return {
        users: await toAdminUsers(result.users),
        total: result.total,
        page: query.page,
        pageSize: ADMIN_USERS_PAGE_SIZE,
      };
    },

    /**
     * Changes a user's company code and department (any user). Moving someone into another company follows sign-up's
     * rules (issue 24): a suspended company admits nobody (COMPANY_SUSPENDED) and a full one nobody more
     * (SEAT_LIMIT_REACHED with `seatLimit`), checked under sign-up's per-company lock, so a sign-up and a move at
     * once cannot both take the last place. A new department within the same company takes no place.
     */
    async changeCompany(
      actor: TActor,
      userId: string,
      input: { companyCode: string; departmentId: string },
      request: TAuditRequest,
    ): Promise<TAdminUser> {
      const account = await findAccount(userId);
      const company = await companiesService.findByCode(input.companyCode);
      // The answer is read in the transaction that moved the person: a department merged away right after the commit
      // cannot make it fail (issue 24, as sign-up's).
      const { moved, user } = await db.transaction(async (tx) => {
        // The company's seats before the profile's row, as sign-up takes them (before it writes the profile).
        if (company) await lockCompanySeats(tx, company.id);
        const profile: Profile | null = await findProfileForUpdate(tx, userId);
        if (!profile)
          throw new AppError('CONFLICT', { reason: 'NO_PROFILE' }, { message: 'This user has no profile.' });
        if (!company) throw new AppError('INVALID_COMPANY_CODE');
        const department = await companiesService.findDepartment(company.id, input.departmentId, tx);
        if (!department) throw new AppError('INVALID_DEPARTMENT');
        if (profile.companyId === company.id && profile.departmentId === department.id)
          return { moved: false, user: (await toAdminUsers([account], tx))[0]! };
        if (profile.companyId !== company.id) await assertMayJoin(tx, company.id, input.companyCode);
        await orInvalidDepartment(() =>
          updateProfile(tx, userId, { companyId: company.id, departmentId: department.id }),
        );
        await recordAudit(tx, {
          action: 'company_changed',
          actorUserId: actor.id,
          subjectUserId: userId,
          companyId: company.id,
          ip: request.ip,
          userAgent: request.userAgent,
          metadata: {
            oldCompanyId: profile.companyId,
            newCompanyId: company.id,
            oldDepartmentId: profile.departmentId,
            newDepartmentId: department.id,
          },
        });
        return { moved: true, user: (await toAdminUsers([account], tx))[0]! };
      });
      if (moved) await deps.onInsightsMembershipChanged?.();
      return user;
    },

    /**
     * An employer must have a company profile and administers that company from then on (recorded through the
     * employers feature, in the same transaction); taking the role away removes that record. The last admin cannot
     * be demoted.
     */
    async changeRole(actor: TActor, userId: string, role: TRole, request: TAuditRequest): Promise<TAdminUser> {
      const account = await findAccount(userId);
      if (account.role === role) return (await toAdminUsers([account]))[0]!;
      await db.transaction(async (tx) => {
        const profile = await findProfile(tx, userId);
        if (role === 'employer' && !profile) {
          throw new AppError(
            'CONFLICT',
            { reason: 'NO_PROFILE' },
            { message: 'An employer must belong to a company: this user has no company profile.' },
          );
        }
        if (account.role === 'admin') {
          await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_ROLE_LOCK_KEY})`);
          if ((await authService.countUsersWithRole(tx, 'admin')) <= 1) {
            throw new AppError('CONFLICT', { reason: 'LAST_ADMIN' }, { message: 'The last admin cannot be demoted.' });
          }
        }
        await authService.setRole(tx, userId, role);
        if (role === 'employer' && profile) {
          await employers.recordEmployer(tx, { userId, companyId: profile.companyId, grantedBy: actor.id });
        } else if (account.role === 'employer') {
          await employers.removeEmployer(tx, userId);
        }
        await recordAudit(tx, {
          action: 'role_changed',
          actorUserId: actor.id,
          subjectUserId: userId,
          companyId: profile?.companyId ?? null,
          ip: request.ip,
          userAgent: request.userAgent,
          metadata: { oldRole: account.role, newRole: role },
        });
      });
      return (await toAdminUsers([{ ...account, role }]))[0]!;
    },
  };
}

export type AccountsAdminService = ReturnType<typeof createAccountsAdminService>;
