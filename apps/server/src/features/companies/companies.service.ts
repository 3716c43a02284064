import type {
  TCompany,
  TCompanyDetail,
  TCompanyLookupResponse,
  TCompanyStatus,
  TCreateCompanyRequest,
  TUpdateCompanyRequest,
} from '@openwell/contracts';
import type { TLanguage } from '@openwell/i18n';
import type { AppExecutor, Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type TAuditAction } from '../audit/audit.service.ts';
import {
  findCompaniesByIds,
  findCompanyByCode,
  findCompanyById,
  findDepartment,
  findDepartmentsByIds,
  insertCompany,
  insertDepartments,
  listCompanies,
  listDepartments,
  updateCompanyRow,
} from './companies.repo.ts';
import type { Company, Department } from './companies.tables.ts';
import { generateCompanyCode } from './company-code.ts';

export type CompaniesServiceDeps = { database: Database };

/** What other features may know about a company and its departments (they never read the tables). */
export type TCompanyRef = { id: string; code: string; name: string; status: TCompanyStatus; seatLimit: number | null };
export type TDepartmentRef = { id: string; companyId: string; name: string };

const toCompanyRef = (c: Company): TCompanyRef => ({
  id: c.id,
  code: c.code,
  name: c.name,
  status: c.status as TCompanyStatus,
  seatLimit: c.seatLimit,
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
  createdAt: c.createdAt.toISOString(),
});

/** Who acts, for the audit log (userId null: a command-line tool such as the scale seed). */
export type TCompanyActor = { userId: string | null; ip: string | null; userAgent: string | null };

/**
 * Where a new company's codes come from: each call gives the next candidate (a collision asks again). The default is
 * generateCompanyCode (readable, crypto-random); the scale seed passes a deterministic one.
 */
export type TCompanyCodeSource = () => string;

/** A fresh company code can collide with an existing one (1 in 10^14): try again a few times. */
const CODE_ATTEMPTS = 5;
const toDepartmentRef = (d: Department): TDepartmentRef => ({ id: d.id, companyId: d.companyId, name: d.name });

export function createCompaniesService(deps: CompaniesServiceDeps) {
  const { db } = deps.database;
  async function detail(company: Company, executor: AppExecutor = db): Promise<TCompanyDetail> {
    const rows = await listDepartments(executor, company.id);
    return { ...toCompany(company), departments: rows.map((d) => ({ id: d.id, name: d.name, memberCount: null })) }; // WIP: counts come with the members port
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
    /** Public lookup for the sign-up form. Codes are case-insensitive. INVALID_COMPANY_CODE when unknown. */
    async lookup(code: string): Promise<TCompanyLookupResponse> {
      const company = await findCompanyByCode(db, code);
      if (!company) throw new AppError('INVALID_COMPANY_CODE');
      if (company.status === 'suspended') throw new AppError('COMPANY_SUSPENDED');
      const departments = await listDepartments(db, company.id);
      return { companyName: company.name, departments: departments.map((d) => ({ id: d.id, name: d.name })) };
    },

    /** The company with this code (case-insensitive), or null. `executor` lets callers read inside their transaction. */
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

    // ---- administration (platform admins) ----

    async list(): Promise<TCompany[]> {
      return (await listCompanies(db)).map(toCompany);
    },

    async get(companyId: string): Promise<TCompanyDetail> {
      const company = await findCompanyById(db, companyId);
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

    /** Name, default language, time zone, status, seat limit; a status change is audited as such. */
    async update(companyId: string, changes: TUpdateCompanyRequest, actor: TCompanyActor): Promise<TCompanyDetail> {
      return db.transaction(async (tx) => {
        const before = await findCompanyById(tx, companyId);
        if (!before) throw new AppError('NOT_FOUND');
        const company = await updateCompanyRow(tx, companyId, {
          ...(changes.name !== undefined ? { name: changes.name.trim() } : {}),
          ...(changes.defaultLanguage !== undefined ? { defaultLanguage: changes.defaultLanguage } : {}),
          ...(changes.timeZone !== undefined ? { timeZone: changes.timeZone } : {}),
          ...(changes.status !== undefined ? { status: changes.status } : {}),
          ...(changes.seatLimit !== undefined ? { seatLimit: changes.seatLimit } : {}),
        });
        if (!company) throw new AppError('NOT_FOUND');
        const changed = Object.keys(changes).filter((key) => key !== 'status');
        if (changed.length > 0) await audit(tx, 'company_updated', company, actor, { fields: changed });
        if (changes.status !== undefined && changes.status !== before.status) {
          await audit(tx, changes.status === 'suspended' ? 'company_suspended' : 'company_reactivated', company, actor);
        }
        return detail(company, tx);
      });
    },

    /** A new code: the old one stops admitting sign-ups at once; members are not affected (audited, no codes). */
    async rotateCode(companyId: string, actor: TCompanyActor): Promise<TCompanyDetail> {
      return withFreshCode((code) =>
        db.transaction(async (tx) => {
          const company = await updateCompanyRow(tx, companyId, { code });
          if (!company) throw new AppError('NOT_FOUND');
          await audit(tx, 'company_code_rotated', company, actor);
          return detail(company, tx);
        }),
      );
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
