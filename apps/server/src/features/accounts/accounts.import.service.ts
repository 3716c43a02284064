import {
  CURRENT_ACCEPTANCE,
  GENDERS,
  MAXIMUM_AGE,
  MINIMUM_AGE,
  type TConsentKind,
  type TGender,
} from '@openwell/contracts';
import { LANGUAGES, type TLanguage } from '@openwell/i18n';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudits } from '../audit/audit.service.ts';
import type { AuthService, TExistingEmailPolicy, TPasswordHash } from '../auth/auth.service.ts';
import type { CompaniesService } from '../companies/companies.service.ts';
import {
  countProfilesOfCompany,
  insertConsentsBatch,
  insertLegalAcceptancesBatch,
  insertProfilesBatch,
  lockCompanySeats,
  type TInsertedConsent,
} from './accounts.repo.ts';
import { CONSENT_FIELDS, CONSENT_VERSION, consentStateOf } from './accounts.service.ts';

/** One employee of an import: what the sign-up form asks, without the company code and the password. */
export type TEmployeeImportRow = {
  email: string;
  departmentId: string;
  age: number;
  gender: TGender;
  language: TLanguage;
  consents: { dataProcessing: boolean; aiTips: boolean; companyInsights: boolean };
  acceptedLegalVersions: { privacy: string; terms: string };
};

export type TImportedEmployee = { userId: string; email: string; departmentId: string };

/** Who imports, for the audit log (userId null: a command-line tool such as the scale seed). */
export type TImportActor = { userId: string | null; ip: string | null; userAgent: string | null };

export type AccountsImportServiceDeps = {
  database: Database;
  authService: Pick<AuthService, 'createCredentialUsers'>;
  companiesService: Pick<CompaniesService, 'findRefs'>;
};

const CONSENT_ENTRIES = Object.entries(CONSENT_FIELDS) as Array<[keyof typeof CONSENT_FIELDS, TConsentKind]>;

/** The sign-up rules that concern one row alone (the route's schema and the service's checks of sign-up). */
function assertRow(row: TEmployeeImportRow): void {
  const email = row.email;
  if (row.consents.dataProcessing !== true)
    throw new AppError('CONSENT_REQUIRED', { consent: 'dataProcessing', email });
  if (!Number.isInteger(row.age) || row.age > MAXIMUM_AGE) {
    throw new AppError('VALIDATION_FAILED', { field: 'age', email }, { message: 'The age is not valid.' });
  }
  if (row.age < MINIMUM_AGE) throw new AppError('UNDERAGE', { minimumAge: MINIMUM_AGE, email });
  if (!GENDERS.includes(row.gender)) {
    throw new AppError('VALIDATION_FAILED', { field: 'gender', email }, { message: 'The gender is not valid.' });
  }
  if (!LANGUAGES.includes(row.language)) {
    throw new AppError('VALIDATION_FAILED', { field: 'language', email }, { message: 'The language is not valid.' });
  }
  if (
    row.acceptedLegalVersions.privacy !== CURRENT_ACCEPTANCE.privacy ||
    row.acceptedLegalVersions.terms !== CURRENT_ACCEPTANCE.terms
  ) {
    throw new AppError('LEGAL_VERSION_OUTDATED', { current: { ...CURRENT_ACCEPTANCE }, email });
  }
}

/**
 * Employees in bulk (the scale seed; later, customer imports): the rules of sign-up for each of them (company active,
 * department of the company, age bounds, the required consent, the current legal versions, the seat limit), and the
 * rows sign-up writes (account, credential, profile with consent_state / legal_state, consent and legal acceptance
 * history, an `account_created` audit row), in multi-row inserts.
 */
export function createAccountsImportService(deps: AccountsImportServiceDeps) {
  const { db } = deps.database;
  const { authService, companiesService } = deps;

  return {
    /**
     * Imports the employees of one company in one transaction: all of them or none. Every row is checked before
     * anything is written. The company's sign-ups wait meanwhile (the seat lock of sign-up), so the seat limit holds
     * against concurrent sign-ups too. All accounts get the one password hash (AuthService.hashPassword). An e-mail
     * already registered: EMAIL_TAKEN under onExistingEmail 'fail' (the default), left out and listed in
     * `skippedEmails` under 'skip' (a seed run again).
     */
    async importEmployees(input: {
      companyId: string;
      employees: readonly TEmployeeImportRow[];
      password: TPasswordHash;
      actor: TImportActor;
      onExistingEmail?: TExistingEmailPolicy;
    }): Promise<{ created: TImportedEmployee[]; skippedEmails: string[] }> {
      const { companyId, employees, actor } = input;
      for (const row of employees) assertRow(row);
      if (employees.length === 0) return { created: [], skippedEmails: [] };
      const departmentIds = [...new Set(employees.map((row) => row.departmentId))];

      return db.transaction(async (tx) => {
        await lockCompanySeats(tx, companyId);
        const refs = await companiesService.findRefs({ companyIds: [companyId], departmentIds }, tx);
        const company = refs.companies.get(companyId);
        if (!company) throw new AppError('NOT_FOUND', undefined, { message: 'No such company.' });
        if (company.status === 'suspended') throw new AppError('COMPANY_SUSPENDED');
        for (const departmentId of departmentIds) {
          if (refs.departments.get(departmentId)?.companyId !== companyId) {
            throw new AppError('INVALID_DEPARTMENT', { departmentId });
          }
        }
        const members = await countProfilesOfCompany(tx, companyId);

        const accounts = await authService.createCredentialUsers(tx, {
          users: employees.map((row) => ({ email: row.email, language: row.language })),
          role: 'employee',
          password: input.password,
          onExistingEmail: input.onExistingEmail ?? 'fail',
        });
        if (company.seatLimit !== null && accounts.length > 0 && members + accounts.length > company.seatLimit) {
          throw new AppError('SEAT_LIMIT_REACHED', {
            seatLimit: company.seatLimit,
            members,
            requested: accounts.length,
          });
        }

        const rowByEmail = new Map(employees.map((row) => [row.email.trim().toLowerCase(), row]));
        const imported = accounts.map((account) => ({ ...account, row: rowByEmail.get(account.email)! }));
        const consentRows = await insertConsentsBatch(
          tx,
          imported.flatMap(({ userId, row }) =>
            CONSENT_ENTRIES.map(([field, kind]) => ({
              userId,
              companyId,
              kind,
              granted: row.consents[field],
              version: CONSENT_VERSION,
            })),
          ),
        );
        await insertLegalAcceptancesBatch(
          tx,
          imported.flatMap(({ userId, row }) => [
            { userId, companyId, document: 'privacy', version: row.acceptedLegalVersions.privacy },
            { userId, companyId, document: 'terms', version: row.acceptedLegalVersions.terms },
          ]),
        );
        const consentsByUser = new Map<string, TInsertedConsent[]>();
        for (const consent of consentRows) {
          const list = consentsByUser.get(consent.userId);
          if (list) list.push(consent);
          else consentsByUser.set(consent.userId, [consent]);
        }
        // The current-state copies as sign-up's mergeProfileState leaves them on a new profile.
        await insertProfilesBatch(
          tx,
          imported.map(({ userId, row }) => ({
            userId,
            companyId,
            departmentId: row.departmentId,
            age: row.age,
            gender: row.gender,
            consentState: consentStateOf(consentsByUser.get(userId) ?? []),
            legalState: { privacy: row.acceptedLegalVersions.privacy, terms: row.acceptedLegalVersions.terms },
          })),
        );
        await recordAudits(
          tx,
          imported.map(({ userId, row }) => ({
            action: 'account_created' as const,
            actorUserId: actor.userId,
            subjectUserId: userId,
            companyId,
            ip: actor.ip,
            userAgent: actor.userAgent,
            metadata: {
              source: 'import',
              consents: { aiTips: row.consents.aiTips, companyInsights: row.consents.companyInsights },
              legal: row.acceptedLegalVersions,
            },
          })),
        );

        const createdEmails = new Set(accounts.map((account) => account.email));
        return {
          created: imported.map(({ userId, email, row }) => ({ userId, email, departmentId: row.departmentId })),
          skippedEmails: [...rowByEmail.keys()].filter((email) => !createdEmails.has(email)),
        };
      });
    },
  };
}

export type AccountsImportService = ReturnType<typeof createAccountsImportService>;
