import {
  groupCount,
  type TCompany,
  type TCompanyDetail,
  type TCompanyLookupResponse,
  type TCompanyStatus,
  type TCreateCompanyRequest,
  type TDepartmentSummary,
  type TOwnCompanySettingsRequest,
  type TRole,
  type TUpdateCompanyRequest,
} from '@openwell/contracts';
import type { TLanguage } from '@openwell/i18n';
import type { AppExecutor, Database } from '../../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type TAuditAction } from '../audit/audit.service.ts';
import {
  deleteDepartmentRow,
  findCompaniesByIds,
  findCompanyByCode,
  findCompanyById,
  findCompanyTimeZone,
  findDepartment,
  findDepartmentByName,
  findDepartmentsByIds,
  findPointsExpiryMonths,
  insertCompany,
  insertDepartment,
  insertDepartments,
  listCompanies,
  listDepartments,
  listPointsExpiryPolicies,
  lockDepartments,
  renameDepartmentRow,
  updateCompanyRow,
} from './companies.repo.ts';
import type { Company, Department } from './companies.tables.ts';
import { generateCompanyCode } from './company-code.ts';

/**
 * The members of departments: employee profiles, which belong to the accounts feature. Accounts implements this port
 * (accounts.members.ts) and features/services.ts hands it over, so companies never imports accounts (accounts uses
 * companies). Both take the executor, so they run inside the caller's transaction.
 */
export interface CompanyMembers {
  /** Number of profiles per department of the company; departments without any are absent. */
  countByDepartment(executor: AppExecutor, companyId: string): Promise<Map<string, number>>;
  /** Moves every profile of one department of the company to another; returns how many moved. */
  moveDepartmentMembers(
    executor: AppExecutor,
    companyId: string,
    fromDepartmentId: string,
    toDepartmentId: string,
  ): Promise<number>;
}

export type CompaniesServiceDeps = { database: Database; members: CompanyMembers };

/** What other features may know about a company and its departments (they never read the tables). */
export type TCompanyRef = {
  id: string;
  code: string;
  name: string;
  status: TCompanyStatus;
  seatLimit: number | null;
  /** Named on the companies leaderboard to employees of other companies (else "Company n"). */
  leaderboardNamed: boolean;
};
export type TDepartmentRef = { id: string; companyId: string; name: string };

const toCompanyRef = (c: Company): TCompanyRef => ({
  id: c.id,
  code: c.code,
  name: c.name,
  status: c.status as TCompanyStatus,
  seatLimit: c.seatLimit,
  leaderboardNamed: c.leaderboardNamed,
});

const toCompany = (c: Company): TCompany => ({
  id: c.id,
  name: c.name,
  code: c.code,
  defaultLanguage: c.defaultLanguage as TLanguage,
  timeZone: c.timeZone,
  status: c.status as TCompanyStatus,
  seatLimit: c.seatLimit,
  isDemo: c.isDemo,
  leaderboardNamed: c.leaderboardNamed,
  pointsExpiryMonths: c.pointsExpiryMonths,
  createdAt: c.createdAt.toISOString(),
});

/** Who acts, for the audit log (userId null: a command-line tool such as the scale seed). */
export type TCompanyActor = { userId: string | null; ip: string | null; userAgent: string | null };

/**
 * Where a new company's codes come from: each call gives the next candidate (a collision asks again). The default is
 * generateCompanyCode (readable, crypto-random); the scale seed passes a deterministic one.
 */
export type TCompanyCodeSource = () => string;
/**
 * Who acts on a company's code and departments: admins on any company, employers only on the one they administer
 * (`employerCompanyId`, read with the session). Another company answers NOT_FOUND, as if it did not exist.
 */
export type TScopedActor = TCompanyActor & { userId: string; role: TRole; employerCompanyId: string | null };

/**
 * How long a company's time zone is kept in memory: it is read on every health-data request, and changes rarely (an
 * admin's edit; this process forgets its copy at once, other processes within this time).
 */
const TIME_ZONE_CACHE_MS = 60_000;

/** A fresh company code can collide with an existing one (1 in 10^14): try again a few times. */
const CODE_ATTEMPTS = 5;
const toDepartmentRef = (d: Department): TDepartmentRef => ({ id: d.id, companyId: d.companyId, name: d.name });

export function createCompaniesService(deps: CompaniesServiceDeps) {
  const { db } = deps.database;
  const { members } = deps;
  const timeZoneCache = new Map<string, { timeZone: string; until: number }>();

  /** A department as the admin area shows it: its member count only as a group count (null: fewer than 5). */
  const toSummary = (d: Department, counts: Map<string, number>): TDepartmentSummary => ({
    id: d.id,
    name: d.name,
    memberCount: groupCount(counts.get(d.id) ?? 0),
  });

  async function detail(company: Company, executor: AppExecutor = db): Promise<TCompanyDetail> {
    const [rows, counts] = await Promise.all([
      listDepartments(executor, company.id),
      members.countByDepartment(executor, company.id),
    ]);
    return { ...toCompany(company), departments: rows.map((d) => toSummary(d, counts)) };
  }

  async function summary(department: Department, executor: AppExecutor): Promise<TDepartmentSummary> {
    return toSummary(department, await members.countByDepartment(executor, department.companyId));
  }

  /** The company the actor may act on, or NOT_FOUND (also for an employer naming another company: it stays hidden). */
  async function companyInScope(actor: TScopedActor, companyId: string, executor: AppExecutor): Promise<Company> {
    const allowed = actor.role === 'admin' || (actor.role === 'employer' && actor.employerCompanyId === companyId);
    const company = allowed ? await findCompanyById(executor, companyId) : null;
    if (!company) throw new AppError('NOT_FOUND');
    return company;
  }

  /** DEPARTMENT_NAME_TAKEN when another department of the company has the name (any case). */
  async function assertNameFree(executor: AppExecutor, companyId: string, name: string, exceptId?: string) {
    if (await findDepartmentByName(executor, companyId, name, exceptId)) throw new AppError('DEPARTMENT_NAME_TAKEN');
  }

  /** A unique violation from a concurrent insert or rename with the same name is the same answer as the check. */
  async function mapNameRace<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('DEPARTMENT_NAME_TAKEN', undefined, { cause: error });
      throw error;
    }
  }

  async function audit(
    executor: AppExecutor,
    action: TAuditAction,
    company: Company,
    actor: TCompanyActor,
    metadata?: Record<string, unknown>,
  ): Promise<void> {
    await recordAudit(executor, {
      action,
      actorUserId: actor.userId,
      companyId: company.id,
      ip: actor.ip,
      userAgent: actor.userAgent,
      ...(metadata ? { metadata } : {}),
    });
  }

  /** Runs `write` with a fresh code (from `nextCode`) until no other company has it. */
  async function withFreshCode<T>(
    write: (code: string) => Promise<T>,
    nextCode: TCompanyCodeSource = generateCompanyCode,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await write(nextCode());
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
      }
    }
  }

  return {
    /**
     * Public lookup for the sign-up form. Codes are read in any case, spacing and dashes (companyCodeKey).
     * INVALID_COMPANY_CODE when unknown.
     */
    async lookup(code: string): Promise<TCompanyLookupResponse> {
      const company = await findCompanyByCode(db, code);
      if (!company) throw new AppError('INVALID_COMPANY_CODE');
      if (company.status === 'suspended') throw new AppError('COMPANY_SUSPENDED');
      const departments = await listDepartments(db, company.id);
      return { companyName: company.name, departments: departments.map((d) => ({ id: d.id, name: d.name })) };
    },

    /**
     * The company with this code (in any case, spacing and dashes), or null. `executor` lets callers read inside their
     * transaction.
     */
    async findByCode(code: string, executor: AppExecutor = db): Promise<TCompanyRef | null> {
      const company = await findCompanyByCode(executor, code);
      return company ? toCompanyRef(company) : null;
    },

    /** The department when it belongs to the company, else null. */
    async findDepartment(
      companyId: string,
      departmentId: string,
      executor: AppExecutor = db,
    ): Promise<TDepartmentRef | null> {
      const department = await findDepartment(executor, companyId, departmentId);
      return department ? toDepartmentRef(department) : null;
    },

    /** Companies and departments by id, for listings (one query each). */
    async findRefs(
      query: { companyIds: string[]; departmentIds: string[] },
      executor: AppExecutor = db,
    ): Promise<{ companies: Map<string, TCompanyRef>; departments: Map<string, TDepartmentRef> }> {
      const [companyRows, departmentRows] = await Promise.all([
        findCompaniesByIds(executor, query.companyIds),
        findDepartmentsByIds(executor, query.departmentIds),
      ]);
      return {
        companies: new Map(companyRows.map((c) => [c.id, toCompanyRef(c)])),
        departments: new Map(departmentRows.map((d) => [d.id, toDepartmentRef(d)])),
      };
    },

    /** The company's IANA time zone: its people's civil days (health data). UTC when the company is unknown. */
    async timeZoneOf(companyId: string, executor: AppExecutor = db): Promise<string> {
      const cached = timeZoneCache.get(companyId);
      if (cached && cached.until > Date.now()) return cached.timeZone;
      const timeZone = (await findCompanyTimeZone(executor, companyId)) ?? 'UTC';
      if (timeZoneCache.size >= 10_000) timeZoneCache.clear(); // bounded: companies are few, ids are not invented
      timeZoneCache.set(companyId, { timeZone, until: Date.now() + TIME_ZONE_CACHE_MS });
      return timeZone;
    },

    /**
     * Point expiry (issue 11): the companies with a policy (months after earning) and their time zones, for the daily
     * expiry job of the gamification feature (a port wired in features/services.ts).
     */
    async pointsExpiryPolicies(): Promise<Array<{ companyId: string; months: number; timeZone: string }>> {
      return listPointsExpiryPolicies(db);
    },

    /** The company's point expiry policy in months; null: points never expire (or no such company). */
    async pointsExpiryMonthsOf(companyId: string): Promise<number | null> {
      return findPointsExpiryMonths(db, companyId);
    },

    // ---- administration (platform admins) ----

    async list(): Promise<TCompany[]> {
      return (await listCompanies(db)).map(toCompany);
    },

    async get(companyId: string): Promise<TCompanyDetail> {
      const company = await findCompanyById(db, companyId);
      if (!company) throw new AppError('NOT_FOUND');
      return detail(company);
    },

    /** The company an employer administers (`employerCompanyId` of the session); NOT_FOUND when there is none. */
    async getOwn(employerCompanyId: string | null): Promise<TCompanyDetail> {
      const company = employerCompanyId === null ? null : await findCompanyById(db, employerCompanyId);
      if (!company) throw new AppError('NOT_FOUND');
      return detail(company);
    },

    /**
     * A new company with a fresh code and its departments, in one transaction (audited). `options.codeSource` replaces
     * the code generator (the scale seed's deterministic codes).
     */
    async create(
      input: TCreateCompanyRequest,
      actor: TCompanyActor,
      options: { codeSource?: TCompanyCodeSource } = {},
    ): Promise<TCompanyDetail> {
      return withFreshCode(
        (code) =>
          db.transaction(async (tx) => {
            const company = await insertCompany(tx, {
              name: input.name.trim(),
              code,
              defaultLanguage: input.defaultLanguage,
              timeZone: input.timeZone,
              seatLimit: input.seatLimit ?? null,
            });
            await insertDepartments(
              tx,
              company.id,
              (input.departments ?? []).map((name) => name.trim()),
            );
            await audit(tx, 'company_created', company, actor, { name: company.name });
            return detail(company, tx);
          }),
        options.codeSource,
      );
    },

    /**
     * Name, default language, time zone, status, seat limit, leaderboard naming, point expiry policy (audited with
     * the new and the previous policy); a status change is audited as such.
     */
    async update(companyId: string, changes: TUpdateCompanyRequest, actor: TCompanyActor): Promise<TCompanyDetail> {
      const updated = await db.transaction(async (tx) => {
        const before = await findCompanyById(tx, companyId);
        if (!before) throw new AppError('NOT_FOUND');
        const company = await updateCompanyRow(tx, companyId, {
          ...(changes.name !== undefined ? { name: changes.name.trim() } : {}),
          ...(changes.defaultLanguage !== undefined ? { defaultLanguage: changes.defaultLanguage } : {}),
          ...(changes.timeZone !== undefined ? { timeZone: changes.timeZone } : {}),
          ...(changes.status !== undefined ? { status: changes.status } : {}),
          ...(changes.seatLimit !== undefined ? { seatLimit: changes.seatLimit } : {}),
          ...(changes.leaderboardNamed !== undefined ? { leaderboardNamed: changes.leaderboardNamed } : {}),
          ...(changes.pointsExpiryMonths !== undefined ? { pointsExpiryMonths: changes.pointsExpiryMonths } : {}),
        });
        if (!company) throw new AppError('NOT_FOUND');
        const changed = Object.keys(changes).filter((key) => key !== 'status');
        if (changed.length > 0) {
          await audit(tx, 'company_updated', company, actor, {
            fields: changed,
            ...(changes.leaderboardNamed !== undefined ? { leaderboardNamed: changes.leaderboardNamed } : {}),
            ...(changes.pointsExpiryMonths !== undefined
              ? { pointsExpiryMonths: changes.pointsExpiryMonths, pointsExpiryMonthsBefore: before.pointsExpiryMonths }
              : {}),
          });
        }
        if (changes.status !== undefined && changes.status !== before.status) {
          await audit(tx, changes.status === 'suspended' ? 'company_suspended' : 'company_reactivated', company, actor);
        }
        return detail(company, tx);
      });
      // After the commit: a read in between would cache the old zone again.
      timeZoneCache.delete(companyId);
      return updated;
    },

    /**
     * The employer's own company settings (`employerCompanyId` of the session; NOT_FOUND when there is none): whether
     * it is named on the companies leaderboard, the point expiry policy. Audited as company_updated with the fields
     * that changed and their new values (the expiry policy also with the previous one); nothing changed: no audit.
     */
    async updateOwnSettings(
      employerCompanyId: string | null,
      changes: TOwnCompanySettingsRequest,
      actor: TCompanyActor,
    ): Promise<TCompanyDetail> {
      return db.transaction(async (tx) => {
        const before = employerCompanyId === null ? null : await findCompanyById(tx, employerCompanyId);
        if (!before) throw new AppError('NOT_FOUND');
        const named = changes.leaderboardNamed !== undefined && changes.leaderboardNamed !== before.leaderboardNamed;
        const expiry =
          changes.pointsExpiryMonths !== undefined && changes.pointsExpiryMonths !== before.pointsExpiryMonths;
        if (!named && !expiry) return detail(before, tx);
        const company = await updateCompanyRow(tx, before.id, {
          ...(named ? { leaderboardNamed: changes.leaderboardNamed! } : {}),
          ...(expiry ? { pointsExpiryMonths: changes.pointsExpiryMonths! } : {}),
        });
        if (!company) throw new AppError('NOT_FOUND');
        await audit(tx, 'company_updated', company, actor, {
          fields: [...(named ? ['leaderboardNamed'] : []), ...(expiry ? ['pointsExpiryMonths'] : [])],
          ...(named ? { leaderboardNamed: changes.leaderboardNamed } : {}),
          ...(expiry
            ? { pointsExpiryMonths: changes.pointsExpiryMonths, pointsExpiryMonthsBefore: before.pointsExpiryMonths }
            : {}),
        });
        return detail(company, tx);
      });
    },

    /**
     * A new code (admins; employers for their own company): the old one stops admitting sign-ups at once; members are
     * not affected (audited, no codes).
     */
    async rotateCode(actor: TScopedActor, companyId: string): Promise<TCompanyDetail> {
      return withFreshCode((code) =>
        db.transaction(async (tx) => {
          await companyInScope(actor, companyId, tx);
          const company = await updateCompanyRow(tx, companyId, { code });
          if (!company) throw new AppError('NOT_FOUND');
          await audit(tx, 'company_code_rotated', company, actor);
          return detail(company, tx);
        }),
      );
    },

    // ---- departments (admins for any company, employers for their own) ----

    /** A new department; names are unique within the company, case-insensitively (audited). */
    async createDepartment(actor: TScopedActor, companyId: string, name: string): Promise<TDepartmentSummary> {
      const trimmed = name.trim();
      return mapNameRace(() =>
        db.transaction(async (tx) => {
          const company = await companyInScope(actor, companyId, tx);
          await assertNameFree(tx, company.id, trimmed);
          const department = await insertDepartment(tx, company.id, trimmed);
          await audit(tx, 'department_created', company, actor, { departmentId: department.id, name: trimmed });
          return toSummary(department, new Map());
        }),
      );
    },

    /** A new name (a change of case only is allowed); audited with the old and the new name. */
    async renameDepartment(
      actor: TScopedActor,
      companyId: string,
      departmentId: string,
      name: string,
    ): Promise<TDepartmentSummary> {
      const trimmed = name.trim();
      return mapNameRace(() =>
        db.transaction(async (tx) => {
          const company = await companyInScope(actor, companyId, tx);
          const [department] = await lockDepartments(tx, company.id, [departmentId]);
          if (!department) throw new AppError('NOT_FOUND');
          if (department.name === trimmed) return summary(department, tx);
          await assertNameFree(tx, company.id, trimmed, department.id);
          const renamed = await renameDepartmentRow(tx, department.id, trimmed);
          if (!renamed) throw new AppError('NOT_FOUND');
          await audit(tx, 'department_renamed', company, actor, {
            departmentId: department.id,
            oldName: department.name,
            newName: trimmed,
          });
          return summary(renamed, tx);
        }),
      );
    },

    /**
     * Moves every member of `departmentId` to `intoDepartmentId` and deletes it, in one transaction with both rows
     * locked (in id order: no deadlock when two merges name the same pair). The target must be another department of
     * the same company (INVALID_DEPARTMENT). Audited; returns the target with its new member count.
     */
    async mergeDepartment(
      actor: TScopedActor,
      companyId: string,
      departmentId: string,
      intoDepartmentId: string,
    ): Promise<TDepartmentSummary> {
      return db.transaction(async (tx) => {
        const company = await companyInScope(actor, companyId, tx);
        const locked = await lockDepartments(tx, company.id, [departmentId, intoDepartmentId]);
        const source = locked.find((d) => d.id === departmentId);
        if (!source) throw new AppError('NOT_FOUND');
        const target = locked.find((d) => d.id === intoDepartmentId);
        if (!target || target.id === source.id) throw new AppError('INVALID_DEPARTMENT');
        await members.moveDepartmentMembers(tx, company.id, source.id, target.id);
        await deleteDepartmentRow(tx, source.id);
        // No member count in the audit row: it could show a group of fewer than 5.
        await audit(tx, 'department_merged', company, actor, {
          departmentId: source.id,
          name: source.name,
          intoDepartmentId: target.id,
          intoName: target.name,
        });
        return summary(target, tx);
      });
    },

    /**
     * Deletes a department without members; DEPARTMENT_NOT_EMPTY while any profile references it. The count runs
     * with the row locked, so no sign-up or department change can add a member between the check and the delete; a
     * foreign-key violation (a member that got in anyway) gives the same answer. Audited.
     */
    async deleteDepartment(actor: TScopedActor, companyId: string, departmentId: string): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          const company = await companyInScope(actor, companyId, tx);
          const [department] = await lockDepartments(tx, company.id, [departmentId]);
          if (!department) throw new AppError('NOT_FOUND');
          const counts = await members.countByDepartment(tx, company.id);
          if ((counts.get(department.id) ?? 0) > 0) throw new AppError('DEPARTMENT_NOT_EMPTY');
          await deleteDepartmentRow(tx, department.id);
          await audit(tx, 'department_deleted', company, actor, { departmentId: department.id, name: department.name });
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AppError('DEPARTMENT_NOT_EMPTY', undefined, { cause: error });
        throw error;
      }
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
