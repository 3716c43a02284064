import { randomBytes } from 'node:crypto';
import {
  EMPLOYER_INVITATION_TTL_HOURS,
  type TCompanyEmployers,
  type TEmployerInvitation,
  type TEmployerInvitationPreview,
  type TInvitationStatus,
} from '@openwell/contracts';
import { FALLBACK_LANGUAGE, isLanguage, type TLanguage } from '@openwell/i18n';
import type { TConfig } from '../../config.ts';
import type { AppExecutor, Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CompaniesService, TCompanyRef } from '../companies/companies.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { renderEmployerInvitationMail } from './employers.mails.ts';
import {
  deleteCompanyEmployer,
  findCompanyEmployerForUpdate,
  findEmployerCompanies,
  findInvitationByTokenHash,
  findInvitationForUpdate,
  insertInvitation,
  listCompanyEmployerRows,
  listInvitations,
  lockInvitationAddress,
  markInvitationAccepted,
  markInvitationRevoked,
  revokePendingInvitationsOf,
  upsertCompanyEmployer,
} from './employers.repo.ts';
import type { EmployerInvitation } from './employers.tables.ts';
import { sha256Hex } from '../../lib/crypto.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Why an account is banned when its employer access is revoked and it has no employee account to fall back to. */
export const EMPLOYER_ACCESS_REVOKED_BAN_REASON = 'employer_access_revoked';

/** Who acts (a platform admin), for the audit log. */
export type TEmployersActor = { userId: string; ip: string | null; userAgent: string | null };
/** Who calls an anonymous endpoint (the invitee), for the audit log. */
export type TEmployersClient = { ip: string | null; userAgent: string | null };

export type EmployersServiceDeps = {
  database: Database;
  clock: Clock;
  config: Pick<TConfig, 'publicUrl'>;
  authService: Pick<
    AuthService,
    'createCredentialUser' | 'findAccounts' | 'emailTaken' | 'setRole' | 'ban' | 'revokeSessions'
  >;
  companiesService: Pick<CompaniesService, 'findRefs'>;
  mailService: Pick<MailService, 'send'>;
  /** Whether the account has an employee profile (accounts feature): it keeps that account when access is revoked. */
  profiles: { hasProfile(userId: string): Promise<boolean> };
};

/** Only the SHA-256 of an invitation token is stored. */
export function hashInvitationToken(token: string): string {
  return sha256Hex(token);
}

/** An invitation's state at `now`: accepted and revoked are final; an open one expires with its link. */
export function invitationStatus(row: EmployerInvitation, now: Date): TInvitationStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

function asLanguage(value: string): TLanguage {
  return isLanguage(value) ? value : FALLBACK_LANGUAGE;
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Employer accounts (issue 8): admins invite an employer by e-mail for a company (a single-use link valid for
 * EMPLOYER_INVITATION_TTL_HOURS, mailed in the invitee's language), list and withdraw invitations, and revoke an
 * employer's access. The invitee previews the invitation and accepts it by setting a password; the admin area then
 * stays closed until a second factor is enrolled (the endpoints' guard). Also the port the accounts feature uses to
 * record and remove which company an employer administers when an admin changes a role.
 */
export function createEmployersService(deps: EmployersServiceDeps) {
  const { db } = deps.database;
  const { clock, authService, companiesService, mailService } = deps;

  async function companyRef(companyId: string): Promise<TCompanyRef> {
    const company = (await companiesService.findRefs({ companyIds: [companyId], departmentIds: [] })).companies.get(
      companyId,
    );
    if (!company) throw new AppError('NOT_FOUND');
    return company;
  }

  function toInvitation(row: EmployerInvitation, now: Date): TEmployerInvitation {
    return {
      id: row.id,
      email: row.email,
      language: asLanguage(row.language),
      status: invitationStatus(row, now),
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  /** The invitation of a token while it can be accepted, else INVITATION_INVALID (unknown, used, withdrawn, expired). */
  function assertPending(row: EmployerInvitation | null, now: Date): EmployerInvitation {
    if (!row || invitationStatus(row, now) !== 'pending') throw new AppError('INVITATION_INVALID');
    return row;
  }

  return {
    /**
     * Invites `email` to administer the company: NOT_FOUND for an unknown company, EMAIL_TAKEN when an account with
     * the address exists. A pending invitation of the same address for the company is withdrawn and replaced. The
     * mail goes out after the invitation is stored; if SMTP refuses it, the invitation is withdrawn again and
     * MAIL_DELIVERY_FAILED is thrown (the admin tries again).
     */
    async invite(
      companyId: string,
      input: { email: string; language: TLanguage },
      actor: TEmployersActor,
    ): Promise<TEmployerInvitation> {
      const company = await companyRef(companyId);
      const email = normalizeEmail(input.email);
      if (await authService.emailTaken(email)) throw new AppError('EMAIL_TAKEN');
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const invitation = await db.transaction(async (tx) => {
        await lockInvitationAddress(tx, company.id, email);
        const replaced = await revokePendingInvitationsOf(tx, { companyId: company.id, email, now });
        const row = await insertInvitation(tx, {
          companyId: company.id,
          email,
          language: input.language,
          tokenHash: hashInvitationToken(token),
          invitedBy: actor.userId,
          expiresAt: new Date(now.getTime() + EMPLOYER_INVITATION_TTL_HOURS * HOUR_MS),
          createdAt: now,
        });
        await recordAudit(tx, {
          action: 'employer_invited',
          actorUserId: actor.userId,
          companyId: company.id,
          ip: actor.ip,
          userAgent: actor.userAgent,
          metadata: { invitationId: row.id, email, language: input.language, replacedInvitationIds: replaced },
        });
        return row;
      });

      const url = `${deps.config.publicUrl}/admin/invitation?token=${encodeURIComponent(token)}`;
      const mail = renderEmployerInvitationMail(input.language, {
        url,
        companyName: company.name,
        ttlHours: EMPLOYER_INVITATION_TTL_HOURS,
      });
      try {
        await mailService.send({ to: email, language: input.language, companyId: company.id, ...mail });
      } catch (error) {
        // Nobody got the link: withdraw the invitation so the list does not show it as waiting.
        await db.transaction(async (tx) => {
          await markInvitationRevoked(tx, invitation.id, clock.now());
          await recordAudit(tx, {
            action: 'employer_invitation_revoked',
            actorUserId: actor.userId,
            companyId: company.id,
            ip: actor.ip,
            userAgent: actor.userAgent,
            metadata: { invitationId: invitation.id, email, reason: 'mail_delivery_failed' },
          });
        });
        throw error;
      }
      return toInvitation(invitation, now);
    },

    /** A company's employer accounts and its invitations (newest first, status at the clock's now). */
    async list(companyId: string): Promise<TCompanyEmployers> {
      const company = await companyRef(companyId);
      const [rows, invitations] = await Promise.all([
        listCompanyEmployerRows(db, company.id),
        listInvitations(db, company.id),
      ]);
      const accounts = new Map(
        (await authService.findAccounts(rows.map((row) => row.userId))).map((account) => [account.id, account]),
      );
      const now = clock.now();
      return {
        employers: rows.flatMap((row) => {
          const account = accounts.get(row.userId);
          // A row of an account that is no longer an employer grants nothing (the session read ignores it too).
          if (!account || account.role !== 'employer') return [];
          return [
            {
              userId: account.id,
              email: account.email,
              twoFactorEnabled: account.twoFactorEnabled,
              since: row.createdAt.toISOString(),
            },
          ];
        }),
        invitations: invitations.map((row) => toInvitation(row, now)),
      };
    },

    /** Withdraws a pending invitation of the company (its link stops working); NOT_FOUND otherwise. */
    async revokeInvitation(companyId: string, invitationId: string, actor: TEmployersActor): Promise<void> {
      await db.transaction(async (tx) => {
        const now = clock.now();
        const row = await findInvitationForUpdate(tx, companyId, invitationId);
        if (!row || invitationStatus(row, now) !== 'pending') throw new AppError('NOT_FOUND');
        await markInvitationRevoked(tx, row.id, now);
        await recordAudit(tx, {
          action: 'employer_invitation_revoked',
          actorUserId: actor.userId,
          companyId,
          ip: actor.ip,
          userAgent: actor.userAgent,
          metadata: { invitationId: row.id, email: row.email },
        });
      });
    },

    /** What the invitee sees before setting a password; INVITATION_INVALID for a link that cannot be accepted. */
    async preview(token: string): Promise<TEmployerInvitationPreview> {
      const row = assertPending(await findInvitationByTokenHash(db, hashInvitationToken(token)), clock.now());
      const company = (
        await companiesService.findRefs({ companyIds: [row.companyId], departmentIds: [] })
      ).companies.get(row.companyId);
      if (!company) throw new AppError('INVITATION_INVALID');
      return {
        email: row.email,
        companyName: company.name,
        language: asLanguage(row.language),
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /**
     * Accepts an invitation: in one transaction, with the invitation row locked (so a link works once, even when two
     * requests race), creates the employer account with the invitee's password and language, records the company it
     * administers and marks the invitation accepted. The caller starts the session.
     */
    async accept(input: { token: string; password: string }, client: TEmployersClient): Promise<{ userId: string }> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const row = assertPending(
          await findInvitationByTokenHash(tx, hashInvitationToken(input.token), { forUpdate: true }),
          now,
        );
        const { userId } = await authService.createCredentialUser(tx, {
          email: row.email,
          password: input.password,
          role: 'employer',
          language: asLanguage(row.language),
        });
        await upsertCompanyEmployer(tx, { userId, companyId: row.companyId, grantedBy: row.invitedBy, createdAt: now });
        await markInvitationAccepted(tx, row.id, { userId, now });
        await recordAudit(tx, {
          action: 'employer_invitation_accepted',
          actorUserId: userId,
          subjectUserId: userId,
          companyId: row.companyId,
          ip: client.ip,
          userAgent: client.userAgent,
          metadata: { invitationId: row.id, invitedBy: row.invitedBy },
        });
        return { userId };
      });
    },

    /**
     * Revokes an employer's access to the company (NOT_FOUND unless the account is an employer of it): the employer
     * row goes and the role becomes 'employee' in one transaction; an account without an employee profile is also
     * banned, so it can no longer sign in. Then every session of the account ends.
     */
    async revokeAccess(companyId: string, userId: string, actor: TEmployersActor): Promise<void> {
      // Read before the transaction (another feature's data; profiles are never added to an existing account).
      const keepsEmployeeAccount = await deps.profiles.hasProfile(userId);
      await db.transaction(async (tx) => {
        const row = await findCompanyEmployerForUpdate(tx, companyId, userId);
        const [account] = await authService.findAccounts([userId], tx);
        if (!row || account?.role !== 'employer') throw new AppError('NOT_FOUND');
        await deleteCompanyEmployer(tx, userId);
        await authService.setRole(tx, userId, 'employee');
        if (!keepsEmployeeAccount) await authService.ban(tx, userId, EMPLOYER_ACCESS_REVOKED_BAN_REASON);
        await recordAudit(tx, {
          action: 'employer_access_revoked',
          actorUserId: actor.userId,
          subjectUserId: userId,
          companyId,
          ip: actor.ip,
          userAgent: actor.userAgent,
          metadata: { email: account.email, banned: !keepsEmployeeAccount },
        });
      });
      await authService.revokeSessions(userId);
    },

    // ---- port for the accounts feature (role changes by an admin) ----

    /** Inside the caller's transaction: the account administers `companyId` from now on (replaces any earlier row). */
    async recordEmployer(
      tx: AppExecutor,
      input: { userId: string; companyId: string; grantedBy: string | null },
    ): Promise<void> {
      await upsertCompanyEmployer(tx, { ...input, createdAt: clock.now() });
    },

    /** The company each employer account administers, by user id (the admin's user list). */
    async employerCompanies(userIds: string[], executor: AppExecutor = db): Promise<Map<string, string>> {
      const rows = await findEmployerCompanies(executor, userIds);
      return new Map(rows.map((row) => [row.userId, row.companyId]));
    },

    /** Inside the caller's transaction: the account administers no company any more. */
    async removeEmployer(tx: AppExecutor, userId: string): Promise<void> {
      await deleteCompanyEmployer(tx, userId);
    },
  };
}

export type EmployersService = ReturnType<typeof createEmployersService>;
/** What the accounts feature uses when an admin makes someone an employer or takes the role away. */
export type EmployerGrants = Pick<EmployersService, 'recordEmployer' | 'removeEmployer' | 'employerCompanies'>;
