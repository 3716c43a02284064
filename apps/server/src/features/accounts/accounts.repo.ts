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
} from './accounts.tables.ts';

export type NewProfile = Pick<Profile, 'userId' | 'companyId' | 'departmentId' | 'age' | 'gender'>;
// Timestamps of these rows come from the database (now(): the transaction's start, microsecond
// precision), so the latest consent row per kind is well defined even for changes in quick succession.
export type NewConsent = Pick<Consent, 'userId' | 'companyId' | 'kind' | 'granted' | 'version'>;
export type NewLegalAcceptance = Pick<LegalAcceptance, 'userId' | 'companyId' | 'document' | 'version'>;

export async function insertProfile(db: AppExecutor, row: NewProfile): Promise<void> {
  await db.insert(profiles).values(row);
}

export async function findProfile(db: AppExecutor, userId: string): Promise<Profile | null> {
  const rows = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
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

/** User ids of a company's profiles (employer scoping of the admin user list). */
export async function listUserIdsOfCompany(db: AppExecutor, companyId: string): Promise<string[]> {
  const rows = await db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.companyId, companyId));
  return rows.map((r) => r.userId);
}

export async function updateProfile(
  db: AppExecutor,
  userId: string,
  changes: Partial<Pick<Profile, 'companyId' | 'departmentId' | 'age' | 'gender'>> & {
    onboardingStep?: TOnboardingStep;
  },
): Promise<void> {
  await db
    .update(profiles)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId));
}

export async function insertConsents(db: AppExecutor, rows: NewConsent[]): Promise<void> {
  if (rows.length > 0) await db.insert(consents).values(rows);
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

/** A consent's or legal acceptance's current state as the profile view reads it (timestamps as JSON strings). */
export type TConsentState = { kind: string; granted: boolean; version: string; createdAt: string };
export type TAcceptanceState = { document: string; version: string };
export type TProfileView = Pick<
  Profile,
  'userId' | 'companyId' | 'departmentId' | 'age' | 'gender' | 'onboardingStep' | 'createdAt'
> & {
  /** Null when the company or department row is missing (never, by the foreign keys). */
  refs: { companyCode: string; companyName: string; departmentName: string } | null;
  consents: TConsentState[];
  legal: TAcceptanceState[];
};

/**
 * The profile with everything GET /api/me shows, in one query through the PL/pgSQL function openwell_profile_view
 * (migration 0004: planned once per connection): company and department names, the current consent of each kind
 * and the latest acceptance of each legal document. It reads the companies feature's tables: the one place where
 * a feature does, documented in the migration, because /api/me is on every signed-in screen.
 */
export async function findProfileView(db: AppExecutor, userId: string): Promise<TProfileView | null> {
  const { rows } = await db.execute<{
    user_id: string;
    company_id: string;
    department_id: string;
    age: number;
    gender: string;
    onboarding_step: string;
    created_at: string | Date;
    company_code: string | null;
    company_name: string | null;
    department_name: string | null;
    consents: TConsentState[];
    legal: TAcceptanceState[];
  }>(sql`select * from openwell_profile_view(${userId})`);
  const row = rows[0];
  if (!row) return null;
  return {
    userId: row.user_id,
    companyId: row.company_id,
    departmentId: row.department_id,
    age: row.age,
    gender: row.gender,
    onboardingStep: row.onboarding_step,
    createdAt: new Date(row.created_at),
    refs:
      row.company_code !== null && row.company_name !== null && row.department_name !== null
        ? { companyCode: row.company_code, companyName: row.company_name, departmentName: row.department_name }
        : null,
    consents: row.consents,
    legal: row.legal,
  };
}
