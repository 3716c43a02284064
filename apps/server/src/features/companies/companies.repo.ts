import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { AppExecutor } from '../../db/client.ts';
import { companies, departments, type Company, type Department, type NewCompany } from './companies.tables.ts';

/**
 * What identifies a company code as typed: upper case, without spaces and dashes (any kind), as redemption codes are
 * read (ZRedemptionCodeSchema): `96evq-aymtr`, `96EVQAYMTR` and `96EVQ AYMTR` are the code `96EVQ-AYMTR`. Stored codes
 * are compared the same way, without their dashes (the unique index companies_code_key_unique).
 */
export function companyCodeKey(code: string): string {
  return code.toUpperCase().replace(/[\s\-\u2010-\u2015\u2212]/g, '');
}

export async function findCompanyByCode(db: AppExecutor, code: string): Promise<Company | null> {
  const key = companyCodeKey(code);
  if (!key) return null;
  const rows = await db
    .select()
    .from(companies)
    .where(sql`replace(${companies.code}, '-', '') = ${key}`)
    .limit(1);
  return rows[0] ?? null;
}

/** The demo company (there is at most one; the oldest wins if an operator made more). */
export async function findDemoCompany(db: AppExecutor): Promise<Company | null> {
  const rows = await db
    .select()
    .from(companies)
    .where(eq(companies.isDemo, true))
    .orderBy(asc(companies.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function countCompanies(db: AppExecutor): Promise<number> {
  const rows = await db.select({ count: sql<number>`count(*)::int` }).from(companies);
  return rows[0]?.count ?? 0;
}

/** A company's departments, alphabetically. */
export async function listDepartments(db: AppExecutor, companyId: string): Promise<Department[]> {
  return db.select().from(departments).where(eq(departments.companyId, companyId)).orderBy(asc(departments.name));
}

export async function findDepartment(
  db: AppExecutor,
  companyId: string,
  departmentId: string,
): Promise<Department | null> {
  const rows = await db
    .select()
    .from(departments)
    .where(and(eq(departments.companyId, companyId), eq(departments.id, departmentId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findCompaniesByIds(db: AppExecutor, ids: string[]): Promise<Company[]> {
  if (ids.length === 0) return [];
  return db.select().from(companies).where(inArray(companies.id, ids));
}

export async function findDepartmentsByIds(db: AppExecutor, ids: string[]): Promise<Department[]> {
  if (ids.length === 0) return [];
  return db.select().from(departments).where(inArray(departments.id, ids));
}

// ---- company administration (issue 8) ----------------------------------------------------------

export async function listCompanies(db: AppExecutor): Promise<Company[]> {
  return db.select().from(companies).orderBy(asc(companies.name), asc(companies.createdAt));
}

export async function findCompanyById(db: AppExecutor, id: string): Promise<Company | null> {
  const rows = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The company's IANA time zone, or null when there is no such company. */
export async function findCompanyTimeZone(db: AppExecutor, id: string): Promise<string | null> {
  const rows = await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, id)).limit(1);
  return rows[0]?.timeZone ?? null;
}

export async function insertCompany(db: AppExecutor, row: NewCompany): Promise<Company> {
  const [company] = await db.insert(companies).values(row).returning();
  return company!;
}

export async function insertDepartments(db: AppExecutor, companyId: string, names: string[]): Promise<void> {
  if (names.length > 0) await db.insert(departments).values(names.map((name) => ({ companyId, name })));
}

export async function updateCompanyRow(
  db: AppExecutor,
  id: string,
  changes: Partial<
    Pick<
      Company,
      | 'name'
      | 'code'
      | 'defaultLanguage'
      | 'timeZone'
      | 'status'
      | 'seatLimit'
      | 'leaderboardNamed'
      | 'pointsExpiryMonths'
    >
  >,
): Promise<Company | null> {
  const [company] = await db
    .update(companies)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(companies.id, id))
    .returning();
  return company ?? null;
}

// ---- departments (issue 8) ----------------------------------------------------------------------

/**
 * The company's department whose name equals `name` case-insensitively (the unique index compares lower(name)),
 * other than `exceptId`; null when the name is free.
 */
export async function findDepartmentByName(
  db: AppExecutor,
  companyId: string,
  name: string,
  exceptId?: string,
): Promise<Department | null> {
  const rows = await db
    .select()
    .from(departments)
    .where(
      and(
        eq(departments.companyId, companyId),
        sql`lower(${departments.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(departments.id, exceptId),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function insertDepartment(db: AppExecutor, companyId: string, name: string): Promise<Department> {
  const [department] = await db.insert(departments).values({ companyId, name }).returning();
  return department!;
}

/**
 * Locks the company's departments among `ids` (FOR UPDATE) for the rest of the transaction, always in id order, so
 * that two transactions locking the same pair cannot deadlock. Returns the rows found (ids of other companies are
 * not found). FOR UPDATE also conflicts with the key-share lock a profile insert or update takes on the department
 * it references, so no member joins a locked department until the transaction ends.
 */
export async function lockDepartments(db: AppExecutor, companyId: string, ids: string[]): Promise<Department[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(departments)
    .where(and(eq(departments.companyId, companyId), inArray(departments.id, ids)))
    .orderBy(asc(departments.id))
    .for('update');
}

export async function renameDepartmentRow(db: AppExecutor, id: string, name: string): Promise<Department | null> {
  const [department] = await db.update(departments).set({ name }).where(eq(departments.id, id)).returning();
  return department ?? null;
}

export async function deleteDepartmentRow(db: AppExecutor, id: string): Promise<void> {
  await db.delete(departments).where(eq(departments.id, id));
}

/** The companies whose points expire (a policy is set), with their time zones (the daily expiry job). */
export async function listPointsExpiryPolicies(
  db: AppExecutor,
): Promise<Array<{ companyId: string; months: number; timeZone: string }>> {
  const rows = await db
    .select({ companyId: companies.id, months: companies.pointsExpiryMonths, timeZone: companies.timeZone })
    .from(companies)
    .where(isNotNull(companies.pointsExpiryMonths))
    .orderBy(companies.id);
  return rows.map((row) => ({ companyId: row.companyId, months: row.months!, timeZone: row.timeZone }));
}

/** The company's point expiry policy in months (null: never, or no such company). */
export async function findPointsExpiryMonths(db: AppExecutor, id: string): Promise<number | null> {
  const [row] = await db.select({ months: companies.pointsExpiryMonths }).from(companies).where(eq(companies.id, id));
  return row?.months ?? null;
}
