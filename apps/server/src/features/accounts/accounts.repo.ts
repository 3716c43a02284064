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

export type NewProfile = Pick<Profile, 'userId' | 'companyId' | 'departmentId' | 'age' | 'gender'>;
// Timestamps of these rows come from the database (now(): the transaction's start, microsecond
// precision), so the latest consent row per kind is well defined even for changes in quick succession.
export type NewConsent = Pick<Consent, 'userId' | 'companyId' | 'kind' | 'granted' | 'version'>;
export type NewLegalAcceptance = Pick<LegalAcceptance, 'userId' | 'companyId' | 'document' | 'version'>;
/** A profile written whole, with its current-state copies (batch imports). */
export type NewProfileWithState = NewProfile & Pick<Profile, 'consentState' | 'legalState'>;

/** Rows per statement of multi-row inserts: well below PostgreSQL's 65,535 parameters per statement. */
const INSERT_CHUNK = 4000;

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) result.push(rows.slice(start, start + INSERT_CHUNK));
  return result;
}

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

export async function insertConsents(db: AppExecutor, rows: readonly NewConsent[]): Promise<Consent[]> {
  const inserted: Consent[] = [];
  for (const chunk of chunks(rows)) inserted.push(...(await db.insert(consents).values(chunk).returning()));
  return inserted;
}

export async function insertLegalAcceptances(db: AppExecutor, rows: readonly NewLegalAcceptance[]): Promise<void> {
  for (const chunk of chunks(rows)) await db.insert(legalAcceptances).values(chunk);
}

/** Profiles with their consent_state / legal_state already computed from the history rows (batch imports). */
export async function insertProfilesWithState(db: AppExecutor, rows: readonly NewProfileWithState[]): Promise<void> {
  for (const chunk of chunks(rows)) await db.insert(profiles).values(chunk);
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
