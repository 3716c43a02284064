import type { TCompanyLookupResponse } from '@openwell/contracts';
import type { AppExecutor, Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  findCompaniesByIds,
  findCompanyByCode,
  findDepartment,
  findDepartmentsByIds,
  listDepartments,
} from './companies.repo.ts';
import type { Company, Department } from './companies.tables.ts';

export type CompaniesServiceDeps = { database: Database };

/** What other features may know about a company and its departments (they never read the tables). */
export type TCompanyRef = { id: string; code: string; name: string };
export type TDepartmentRef = { id: string; companyId: string; name: string };

const toCompanyRef = (c: Company): TCompanyRef => ({ id: c.id, code: c.code, name: c.name });
const toDepartmentRef = (d: Department): TDepartmentRef => ({ id: d.id, companyId: d.companyId, name: d.name });

export function createCompaniesService(deps: CompaniesServiceDeps) {
  const { db } = deps.database;
  return {
    /** Public lookup for the sign-up form. Codes are case-insensitive. INVALID_COMPANY_CODE when unknown. */
    async lookup(code: string): Promise<TCompanyLookupResponse> {
      const company = await findCompanyByCode(db, code);
      if (!company) throw new AppError('INVALID_COMPANY_CODE');
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
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
