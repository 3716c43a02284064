import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppExecutor } from '../../db/client.ts';
import {
  companyEmployers,
  employerInvitations,
  type CompanyEmployer,
  type EmployerInvitation,
  type NewEmployerInvitation,
} from './employers.tables.ts';

// ---- invitations ------------------------------------------------------------------------------

/** Serialises invitations of one address for one company (transaction-scoped), so at most one stays pending. */
export async function lockInvitationAddress(tx: AppExecutor, companyId: string, email: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`employer-invitation:${companyId}:${email}`}, 0))`,
  );
}

/** Marks the pending (unaccepted, unrevoked, unexpired) invitations of an address for a company as revoked. */
export async function revokePendingInvitationsOf(
  tx: AppExecutor,
  input: { companyId: string; email: string; now: Date },
): Promise<string[]> {
  const rows = await tx
    .update(employerInvitations)
    .set({ revokedAt: input.now })
    .where(
      and(
        eq(employerInvitations.companyId, input.companyId),
        eq(employerInvitations.email, input.email),
        isNull(employerInvitations.acceptedAt),
        isNull(employerInvitations.revokedAt),
        gt(employerInvitations.expiresAt, input.now),
      ),
    )
    .returning({ id: employerInvitations.id });
  return rows.map((row) => row.id);
}

export async function insertInvitation(tx: AppExecutor, row: NewEmployerInvitation): Promise<EmployerInvitation> {
  const [inserted] = await tx.insert(employerInvitations).values(row).returning();
  return inserted!;
}

/** A company's invitations, newest first. */
export async function listInvitations(db: AppExecutor, companyId: string): Promise<EmployerInvitation[]> {
  return db
    .select()
    .from(employerInvitations)
    .where(eq(employerInvitations.companyId, companyId))
    .orderBy(desc(employerInvitations.createdAt), desc(employerInvitations.id));
}

/** The invitation with this token hash; `forUpdate` locks the row until the transaction ends. */
export async function findInvitationByTokenHash(
  db: AppExecutor,
  tokenHash: string,
  options: { forUpdate?: boolean } = {},
): Promise<EmployerInvitation | null> {
  const query = db.select().from(employerInvitations).where(eq(employerInvitations.tokenHash, tokenHash)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The invitation `id` of the company, locked until the transaction ends. */
export async function findInvitationForUpdate(
  tx: AppExecutor,
  companyId: string,
  id: string,
): Promise<EmployerInvitation | null> {
  const [row] = await tx
    .select()
    .from(employerInvitations)
    .where(and(eq(employerInvitations.companyId, companyId), eq(employerInvitations.id, id)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function markInvitationAccepted(
  tx: AppExecutor,
  id: string,
  input: { userId: string; now: Date },
): Promise<void> {
  await tx
    .update(employerInvitations)
    .set({ acceptedAt: input.now, acceptedUserId: input.userId })
    .where(eq(employerInvitations.id, id));
}

export async function markInvitationRevoked(tx: AppExecutor, id: string, now: Date): Promise<void> {
  await tx.update(employerInvitations).set({ revokedAt: now }).where(eq(employerInvitations.id, id));
}

// ---- employer accounts ------------------------------------------------------------------------

/** Records (or moves) the company an employer account administers: one row per account. */
export async function upsertCompanyEmployer(
  tx: AppExecutor,
  row: { userId: string; companyId: string; grantedBy: string | null; createdAt: Date },
): Promise<void> {
  await tx
    .insert(companyEmployers)
    .values(row)
    .onConflictDoUpdate({
      target: companyEmployers.userId,
      set: { companyId: row.companyId, grantedBy: row.grantedBy, createdAt: row.createdAt },
    });
}

/** Removes the account's employer row; the company it administered, or null when there was none. */
export async function deleteCompanyEmployer(tx: AppExecutor, userId: string): Promise<string | null> {
  const [row] = await tx
    .delete(companyEmployers)
    .where(eq(companyEmployers.userId, userId))
    .returning({ companyId: companyEmployers.companyId });
  return row?.companyId ?? null;
}

/** The employer row of `userId` for this company, locked until the transaction ends. */
export async function findCompanyEmployerForUpdate(
  tx: AppExecutor,
  companyId: string,
  userId: string,
): Promise<CompanyEmployer | null> {
  const [row] = await tx
    .select()
    .from(companyEmployers)
    .where(and(eq(companyEmployers.companyId, companyId), eq(companyEmployers.userId, userId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function listCompanyEmployerRows(db: AppExecutor, companyId: string): Promise<CompanyEmployer[]> {
  return db
    .select()
    .from(companyEmployers)
    .where(eq(companyEmployers.companyId, companyId))
    .orderBy(companyEmployers.createdAt);
}
