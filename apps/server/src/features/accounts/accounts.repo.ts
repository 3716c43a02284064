import type { TConsentKind, TOnboardingStep } from '@openwell/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppExecutor } from '../../db/client.ts';
import {
  consents,
  legalAcceptances,
  profiles,
  type Consent,
  type LegalAcceptance,
  type Profile,
  type TConsentStateMap,
} from './accounts.tables.ts';

export type NewProfile = Pick<Profile, 'userId' | 'companyId' | 'departmentId' | 'age' | 'gender'> &
  Partial<Pick<Profile, 'timeZone'>>;
// Timestamps of these rows come from the database (now(): the transaction's start, microsecond
// precision), so the latest consent row per kind is well defined even for changes in quick succession.
export type NewConsent = Pick<Consent, 'userId' | 'companyId' | 'kind' | 'granted' | 'version'>;
export type NewLegalAcceptance = Pick<LegalAcceptance, 'userId' | 'companyId' | 'document' | 'version'>;

/** Serialises the sign-ups of one company (transaction-scoped advisory lock). */
export async function lockCompanySeats(db: AppExecutor, companyId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`company-seats:${companyId}`}, 0))`);
}

/** Members of a company: its profiles. */
export async function countProfilesOfCompany(db: AppExecutor, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(profiles)
    .where(eq(profiles.companyId, companyId));
  return row?.n ?? 0;
}

/** Profiles per department of a company (on the company index); departments without any are absent. */
export async function countProfilesByDepartment(db: AppExecutor, companyId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ departmentId: profiles.departmentId, n: sql<number>`count(*)::int` })
    .from(profiles)
    .where(eq(profiles.companyId, companyId))
    .groupBy(profiles.departmentId);
  return new Map(rows.map((row) => [row.departmentId, row.n]));
}

/** Moves every profile of one department of the company to another (a department merge); returns how many. */
export async function moveProfilesToDepartment(
  db: AppExecutor,
  companyId: string,
  fromDepartmentId: string,
  toDepartmentId: string,
): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    with moved as (
      update ${profiles} set department_id = ${toDepartmentId}, updated_at = now()
      where ${profiles.companyId} = ${companyId} and ${profiles.departmentId} = ${fromDepartmentId}
      returning 1
    )
    select count(*)::int as count from moved
  `);
  return result.rows[0]?.count ?? 0;
}

export async function insertProfile(db: AppExecutor, row: NewProfile): Promise<void> {
  await db.insert(profiles).values(row);
}

export async function findProfile(db: AppExecutor, userId: string): Promise<Profile | null> {
  const rows = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return rows[0] ?? null;
}

/** The person's own time zone and its "not before" day (ADR 022); null: no profile. */
export async function findProfileTimeZone(
  db: AppExecutor,
  userId: string,
): Promise<{ companyId: string; timeZone: string | null; notBefore: string | null } | null> {
  const rows = await db
    .select({ companyId: profiles.companyId, timeZone: profiles.timeZone, notBefore: profiles.timeZoneNotBefore })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** Locks the profile row for the rest of the transaction (concurrent changes serialise). */
export async function findProfileForUpdate(db: AppExecutor, userId: string): Promise<Profile | null> {
  const rows = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1).for('update');
  return rows[0] ?? null;
}

export async function findProfiles(db: AppExecutor, userIds: string[]): Promise<Profile[]> {
  if (userIds.length === 0) return [];
  return db.select().from(profiles).where(inArray(profiles.userId, userIds));
}

export async function updateProfile(
  db: AppExecutor,
  userId: string,
  changes: Partial<
    Pick<Profile, 'companyId' | 'departmentId' | 'age' | 'gender' | 'timeZone' | 'timeZoneNotBefore'>
  > & {
    onboardingStep?: TOnboardingStep;
  },
): Promise<void> {
  await db
    .update(profiles)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId));
}

export async function insertConsents(db: AppExecutor, rows: NewConsent[]): Promise<Consent[]> {
  return rows.length > 0 ? db.insert(consents).values(rows).returning() : [];
}

export async function insertLegalAcceptances(db: AppExecutor, rows: NewLegalAcceptance[]): Promise<void> {
  if (rows.length > 0) await db.insert(legalAcceptances).values(rows);
}

export async function findCurrentConsent(db: AppExecutor, userId: string, kind: TConsentKind): Promise<Consent | null> {
  const rows = await db
    .select()
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.kind, kind)))
    .orderBy(desc(consents.createdAt), desc(consents.id))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Merges into the profile's current-state copies (consent_state, legal_state): written in the same transaction as
 * the history rows they copy.
 */
export async function mergeProfileState(
  db: AppExecutor,
  userId: string,
  state: { consents?: TConsentStateMap; legal?: Partial<Record<string, string>> },
): Promise<void> {
  await db
    .update(profiles)
    .set({
      ...(state.consents
        ? { consentState: sql`${profiles.consentState} || ${JSON.stringify(state.consents)}::jsonb` }
        : {}),
      ...(state.legal ? { legalState: sql`${profiles.legalState} || ${JSON.stringify(state.legal)}::jsonb` } : {}),
    })
    .where(eq(profiles.userId, userId));
}

// ---- batch imports (accounts.import.service.ts) -------------------------------------------------
// One statement per chunk: `insert ... select from unnest(arrays)`, one array parameter per column, so the statement
// stays small whatever the number of rows (a values list would need a parameter per value).

/** Rows per statement of the batch inserts. */
const BATCH_CHUNK = 5000;

function chunked<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += BATCH_CHUNK) result.push(rows.slice(start, start + BATCH_CHUNK));
  return result;
}

const param = <T>(rows: readonly T[], pick: (row: T) => unknown) => sql.param(rows.map(pick));

/** A profile written whole, with its current-state copies computed from the history rows. */
export type NewProfileWithState = NewProfile & Pick<Profile, 'consentState' | 'legalState'>;
export type TInsertedConsent = Pick<Consent, 'userId' | 'kind' | 'granted' | 'version' | 'createdAt'>;

/** Consent history rows (created_at: the database's now(), as insertConsents); returns them as inserted. */
export async function insertConsentsBatch(db: AppExecutor, rows: readonly NewConsent[]): Promise<TInsertedConsent[]> {
  const inserted: TInsertedConsent[] = [];
  for (const chunk of chunked(rows)) {
    const result = await db.execute<{
      userId: string;
      kind: string;
      granted: boolean;
      version: string;
      createdAt: unknown;
    }>(sql`
      insert into ${consents} (user_id, company_id, kind, granted, version)
      select * from unnest(${param(chunk, (r) => r.userId)}::uuid[], ${param(chunk, (r) => r.companyId)}::uuid[],
        ${param(chunk, (r) => r.kind)}::text[], ${param(chunk, (r) => r.granted)}::boolean[],
        ${param(chunk, (r) => r.version)}::text[])
      returning user_id as "userId", kind, granted, version, created_at as "createdAt"
    `);
    // The drivers return timestamps differently in raw queries; the column's own mapping gives what insertConsents does.
    for (const row of result.rows) {
      inserted.push({ ...row, createdAt: consents.createdAt.mapFromDriverValue(row.createdAt as string) as Date });
    }
  }
  return inserted;
}

export async function insertLegalAcceptancesBatch(db: AppExecutor, rows: readonly NewLegalAcceptance[]): Promise<void> {
  for (const chunk of chunked(rows)) {
    await db.execute(sql`
      insert into ${legalAcceptances} (user_id, company_id, document, version)
      select * from unnest(${param(chunk, (r) => r.userId)}::uuid[], ${param(chunk, (r) => r.companyId)}::uuid[],
        ${param(chunk, (r) => r.document)}::text[], ${param(chunk, (r) => r.version)}::text[])
    `);
  }
}

/** Profiles with their consent_state / legal_state. */
export async function insertProfilesBatch(db: AppExecutor, rows: readonly NewProfileWithState[]): Promise<void> {
  for (const chunk of chunked(rows)) {
    await db.execute(sql`
      insert into ${profiles} (user_id, company_id, department_id, age, gender, consent_state, legal_state)
      select user_id, company_id, department_id, age, gender, consent_state::jsonb, legal_state::jsonb
      from unnest(${param(chunk, (r) => r.userId)}::uuid[], ${param(chunk, (r) => r.companyId)}::uuid[],
        ${param(chunk, (r) => r.departmentId)}::uuid[], ${param(chunk, (r) => r.age)}::integer[],
        ${param(chunk, (r) => r.gender)}::text[], ${param(chunk, (r) => JSON.stringify(r.consentState))}::text[],
        ${param(chunk, (r) => JSON.stringify(r.legalState))}::text[])
        as input(user_id, company_id, department_id, age, gender, consent_state, legal_state)
    `);
  }
}
