import {
  CONSENT_KINDS,
  CURRENT_ACCEPTANCE,
  LEGAL_VERSIONS,
  MINIMUM_AGE,
  ONBOARDING_STEPS,
  type TConsentKind,
  type TCurrentUser,
  type TGender,
  type TOnboardingStep,
  type TSignUpRequest,
  type TUpdateConsentsRequest,
  type TUpdateProfileRequest,
} from '@openwell/contracts';
import type { AppExecutor, Database } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { personToday, type TPersonDays } from '../../lib/civil-dates.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { AuthService, TSessionProfile, TSessionUser } from '../auth/auth.service.ts';
import type { CompaniesService } from '../companies/companies.service.ts';
import {
  countProfilesOfCompany,
  findCurrentConsent,
  findProfile,
  findProfileForUpdate,
  findProfileTimeZone,
  mergeProfileState,
  insertConsents,
  insertLegalAcceptances,
  insertProfile,
  lockCompanySeats,
  updateProfile,
} from './accounts.repo.ts';
import type { Consent, Profile, TConsentStateMap } from './accounts.tables.ts';

/** Who made a request, for the audit log. */
export type TRequestInfo = { ip: string; userAgent: string | null };
/** The account part of the current user (from the session or, right after sign-up, from the new account). */
export type TAccountBase = Pick<TSessionUser, 'id' | 'email' | 'role' | 'language' | 'twoFactorEnabled'>;
export type TProfileRef = {
  userId: string;
  companyId: string;
  departmentId: string;
  age: number;
  gender: TGender;
  onboardingStep: TOnboardingStep;
};

export type AccountsServiceDeps = {
  database: Database;
  authService: Pick<AuthService, 'createCredentialUser' | 'setLanguage'>;
  companiesService: CompaniesService;
  /** When a person changes zone, their today at that moment is kept as the day their today never goes before. */
  clock?: Clock;
  /**
   * Called after someone leaves a group whose figures others see (company-insights consent withdrawn, department
   * changed), once committed: the leaderboards recompute at once (ADR 016). Wired in features/services.ts.
   */
  onInsightsMembershipChanged?: () => Promise<void>;
};

/**
 * How long a person's time zone is kept in memory (as the company's, companies.service.ts): this process forgets it
 * at once when the person changes it; another process within this time.
 */
const PERSON_ZONE_CACHE_MS = 60_000;
/** At most this many people's zones in memory (cleared when full, like the company's). */
const PERSON_ZONE_CACHE_SIZE = 50_000;

/** Whether Intl knows the zone (a stored zone an ICU update dropped falls back to the company's). */
function knownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Consents are explained in the privacy policy, so the version recorded with a consent is the privacy
 * policy version the user saw (LEGAL_VERSIONS.privacy), not a separate consent version.
 */
export const CONSENT_VERSION = LEGAL_VERSIONS.privacy;

export const CONSENT_FIELDS = {
  dataProcessing: 'data_processing',
  aiTips: 'ai_tips',
  companyInsights: 'company_insights',
} as const satisfies Record<string, TConsentKind>;

/**
 * Onboarding is resumable and moves forward only: connect-wearable -> complete-profile -> continue -> done.
 * A step may be skipped forward (e.g. "later"), repeating the current step is a no-op, going back is
 * refused (409 CONFLICT); 'done' is final.
 */
export function isOnboardingTransitionAllowed(from: TOnboardingStep, to: TOnboardingStep): boolean {
  return ONBOARDING_STEPS.indexOf(to) >= ONBOARDING_STEPS.indexOf(from);
}

/** The current-state copy (profiles.consent_state) of freshly inserted consent history rows. */
export function consentStateOf(
  rows: ReadonlyArray<Pick<Consent, 'kind' | 'granted' | 'version' | 'createdAt'>>,
): TConsentStateMap {
  return Object.fromEntries(
    rows.map((row) => [
      row.kind,
      { granted: row.granted, version: row.version, updatedAt: row.createdAt.toISOString() },
    ]),
  );
}

const toProfileRef = (p: Profile): TProfileRef => ({
  userId: p.userId,
  companyId: p.companyId,
  departmentId: p.departmentId,
  age: p.age,
  gender: p.gender as TGender,
  onboardingStep: p.onboardingStep as TOnboardingStep,
});

/**
 * Runs a write that points a profile at a department. When the department was deleted or merged away (companies
 * feature) after it was checked, the foreign key fails: the answer is INVALID_DEPARTMENT, as if the check had seen it
 * gone (the transaction rolls back with the error).
 */
export async function orInvalidDepartment<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('INVALID_DEPARTMENT', undefined, { cause: error });
    throw error;
  }
}

export function createAccountsService(deps: AccountsServiceDeps) {
  const { db } = deps.database;
  const { authService, companiesService } = deps;

  const clock = deps.clock ?? systemClock;
  const personZones = new Map<
    string,
    { companyId: string | null; timeZone: string | null; notBefore: string | null; until: number }
  >();

  /** The person's own zone row (cached): null fields when there is no profile. */
  async function personZoneRow(userId: string) {
    const cached = personZones.get(userId);
    if (cached && cached.until > Date.now()) return cached;
    const row = await findProfileTimeZone(db, userId);
    const entry = {
      companyId: row?.companyId ?? null,
      timeZone: row?.timeZone != null && knownZone(row.timeZone) ? row.timeZone : null,
      notBefore: row?.notBefore ?? null,
      until: Date.now() + PERSON_ZONE_CACHE_MS,
    };
    if (personZones.size >= PERSON_ZONE_CACHE_SIZE) personZones.clear();
    personZones.set(userId, entry);
    return entry;
  }

  /** The person's days (ADR 022): their zone, else their company's, else UTC; and the day their today keeps to. */
  async function timeZoneOfPerson(userId: string): Promise<TPersonDays> {
    const row = await personZoneRow(userId);
    const timeZone = row.timeZone ?? (row.companyId ? await companiesService.timeZoneOf(row.companyId) : 'UTC');
    return { timeZone, notBefore: row.notBefore };
  }

  /** The profile's zone fields of the current user: the setting, the company's and the one in effect. */
  async function zonesOf(userId: string, companyId: string) {
    const [row, companyTimeZone] = await Promise.all([personZoneRow(userId), companiesService.timeZoneOf(companyId)]);
    return { timeZone: row.timeZone, companyTimeZone, effectiveTimeZone: row.timeZone ?? companyTimeZone };
  }

  /** The current user from the account and its profile view (null: no profile). */
  function toCurrentUser(
    account: TAccountBase,
    profile: TSessionProfile | null,
    zones?: { timeZone: string | null; companyTimeZone: string; effectiveTimeZone: string },
  ): TCurrentUser {
    const base = {
      id: account.id,
      email: account.email,
      role: account.role,
      twoFactorEnabled: account.twoFactorEnabled,
      language: account.language,
    };
    if (!profile) return { ...base, profile: null, consents: null, legal: null, onboarding: null };
    const consentState = (kind: TConsentKind) => {
      const entry = profile.consentState[kind];
      return entry
        ? { granted: entry.granted, version: entry.version, updatedAt: new Date(entry.updatedAt).toISOString() }
        : { granted: false, version: CONSENT_VERSION, updatedAt: profile.createdAt.toISOString() };
    };
    return {
      ...base,
      profile: {
        companyCode: profile.companyCode,
        companyName: profile.companyName,
        departmentId: profile.departmentId,
        departmentName: profile.departmentName,
        age: profile.age,
        gender: profile.gender as TGender,
        timeZone: zones?.timeZone ?? null,
        companyTimeZone: zones?.companyTimeZone ?? 'UTC',
        effectiveTimeZone: zones?.effectiveTimeZone ?? 'UTC',
      },
      consents: {
        dataProcessing: consentState('data_processing'),
        aiTips: consentState('ai_tips'),
        companyInsights: consentState('company_insights'),
      },
      legal: { privacy: profile.legalState.privacy ?? '', terms: profile.legalState.terms ?? '' },
      onboarding: { step: profile.onboardingStep as TOnboardingStep },
    };
  }

  /**
   * The current user read from `executor`: the profile, then its company and department. From the database after a
   * change; from the transaction that wrote the profile when it must agree with it (sign-up: read after the commit, a
   * department merged away between the two reads made the new account's answer a 500, issue 24), then with `zones`.
   */
  async function readCurrentUser(
    account: TAccountBase,
    executor: AppExecutor = db,
    zones?: { timeZone: string | null; companyTimeZone: string; effectiveTimeZone: string },
  ): Promise<TCurrentUser> {
    const profile = await findProfile(executor, account.id);
    if (!profile) return toCurrentUser(account, null);
    const refs = await companiesService.findRefs(
      { companyIds: [profile.companyId], departmentIds: [profile.departmentId] },
      executor,
    );
    const company = refs.companies.get(profile.companyId);
    const department = refs.departments.get(profile.departmentId);
    if (!company || !department) throw new Error(`Profile ${account.id} references a missing company or department`);
    return toCurrentUser(
      account,
      { ...profile, companyCode: company.code, companyName: company.name, departmentName: department.name },
      zones ?? (await zonesOf(account.id, profile.companyId)),
    );
  }

  /** The current user read fresh from the database (after a change). */
  const getCurrentUser = (account: TAccountBase): Promise<TCurrentUser> => readCurrentUser(account);

  return {
    getCurrentUser,
    timeZoneOfPerson,

    /**
     * GET /api/me: the signed-in user as the session query read it, with no query of its own (the profile comes with
     * the session, migration 0005); read fresh when the session carried none.
     */
    async currentUserOf(user: TSessionUser): Promise<TCurrentUser> {
      if (user.profile === undefined) return getCurrentUser(user);
      // The time zone is not part of the session query: it comes from memory (timeZoneOfPerson's cache).
      const zones = user.profile ? await zonesOf(user.id, user.profile.companyId) : undefined;
      return toCurrentUser(user, user.profile, zones);
    },

    /**
     * Creates account, profile, consents and legal acceptances in one transaction (EMAIL_TAKEN when the e-mail is
     * registered) and returns the new user as that transaction wrote it: read inside it, while the profile's foreign
     * key holds its department (a merge waits for the commit, then moves the new member too). Signing in is the
     * route's part.
     */
    async signUp(input: TSignUpRequest, request: TRequestInfo): Promise<TCurrentUser> {
      // The route maps schema errors to these codes; the service does not rely on that.
      if (input.consents.dataProcessing !== true) throw new AppError('CONSENT_REQUIRED', { consent: 'dataProcessing' });
      if (input.age < MINIMUM_AGE) throw new AppError('UNDERAGE', { minimumAge: MINIMUM_AGE });
      const company = await companiesService.findByCode(input.companyCode);
      if (!company) throw new AppError('INVALID_COMPANY_CODE');
      if (company.status === 'suspended') throw new AppError('COMPANY_SUSPENDED');
      const department = await companiesService.findDepartment(company.id, input.departmentId);
      if (!department) throw new AppError('INVALID_DEPARTMENT');
      if (
        input.acceptedLegalVersions.privacy !== CURRENT_ACCEPTANCE.privacy ||
        input.acceptedLegalVersions.terms !== CURRENT_ACCEPTANCE.terms
      ) {
        throw new AppError('LEGAL_VERSION_OUTDATED', { current: { ...CURRENT_ACCEPTANCE } });
      }

      const companyTimeZone = await companiesService.timeZoneOf(company.id);

      return db.transaction(async (tx) => {
        // Sign-ups of one company one at a time: the seat limit holds under concurrency, and a suspension or a
        // new limit committed meanwhile is seen.
        await lockCompanySeats(tx, company.id);
        const current = await companiesService.findByCode(input.companyCode, tx);
        if (!current || current.id !== company.id) throw new AppError('INVALID_COMPANY_CODE');
        if (current.status === 'suspended') throw new AppError('COMPANY_SUSPENDED');
        if (current.seatLimit !== null && (await countProfilesOfCompany(tx, company.id)) >= current.seatLimit) {
          throw new AppError('SEAT_LIMIT_REACHED', { seatLimit: current.seatLimit });
        }
        const created = await authService.createCredentialUser(tx, {
          email: input.email,
          password: input.password,
          role: 'employee',
          language: input.language,
        });
        const owner = { userId: created.userId, companyId: company.id };
        // The zone the browser detected, kept only when it differs from the company's (null follows the company).
        const timeZone = input.timeZone !== undefined && input.timeZone !== companyTimeZone ? input.timeZone : null;
        await orInvalidDepartment(() =>
          insertProfile(tx, {
            ...owner,
            departmentId: department.id,
            age: input.age,
            gender: input.gender,
            timeZone,
          }),
        );
        const consentRows = await insertConsents(
          tx,
          (Object.keys(CONSENT_FIELDS) as Array<keyof typeof CONSENT_FIELDS>).map((field) => ({
            ...owner,
            kind: CONSENT_FIELDS[field],
            granted: input.consents[field],
            version: CONSENT_VERSION,
          })),
        );
        await insertLegalAcceptances(tx, [
          { ...owner, document: 'privacy', version: input.acceptedLegalVersions.privacy },
          { ...owner, document: 'terms', version: input.acceptedLegalVersions.terms },
        ]);
        await mergeProfileState(tx, created.userId, {
          consents: consentStateOf(consentRows),
          legal: { privacy: input.acceptedLegalVersions.privacy, terms: input.acceptedLegalVersions.terms },
        });
        await recordAudit(tx, {
          action: 'account_created',
          actorUserId: created.userId,
          subjectUserId: created.userId,
          companyId: company.id,
          ip: request.ip,
          userAgent: request.userAgent,
          metadata: {
            consents: { aiTips: input.consents.aiTips, companyInsights: input.consents.companyInsights },
            legal: input.acceptedLegalVersions,
          },
        });
        const account: TAccountBase = {
          id: created.userId,
          email: input.email.trim().toLowerCase(),
          role: 'employee',
          language: input.language,
          twoFactorEnabled: false,
        };
        return readCurrentUser(account, tx, {
          timeZone,
          companyTimeZone,
          effectiveTimeZone: timeZone ?? companyTimeZone,
        });
      });
    },

    /**
     * Age, department, gender, language, time zone. Email and company code are never changed here. A new time zone
     * (null: the company's) counts new days only: stored days stay; the person's today at the change is kept as the
     * day their today never goes before (ADR 022).
     */
    async updateProfile(account: TAccountBase, changes: TUpdateProfileRequest): Promise<TCurrentUser> {
      const { language, timeZone, ...profileChanges } = changes;
      const hasProfileChanges = Object.values(profileChanges).some((v) => v !== undefined) || timeZone !== undefined;
      if (hasProfileChanges) {
        await db.transaction(async (tx) => {
          const profile = await findProfileForUpdate(tx, account.id);
          if (!profile) throw new AppError('NOT_FOUND', undefined, { message: 'This account has no profile.' });
          if (changes.departmentId !== undefined) {
            const department = await companiesService.findDepartment(profile.companyId, changes.departmentId, tx);
            if (!department) throw new AppError('INVALID_DEPARTMENT');
          }
          let zoneChanges = {};
          if (timeZone !== undefined && timeZone !== profile.timeZone) {
            // The today of the zone in effect until now (under the row lock: two changes at once keep the later).
            const companyTimeZone = await companiesService.timeZoneOf(profile.companyId, tx);
            const before = personToday(clock.now(), {
              timeZone: profile.timeZone !== null && knownZone(profile.timeZone) ? profile.timeZone : companyTimeZone,
              notBefore: profile.timeZoneNotBefore,
            });
            zoneChanges = { timeZone, timeZoneNotBefore: before };
          }
          await orInvalidDepartment(() => updateProfile(tx, account.id, { ...profileChanges, ...zoneChanges }));
        });
        if (timeZone !== undefined) personZones.delete(account.id);
        if (changes.departmentId !== undefined) await deps.onInsightsMembershipChanged?.();
      }
      if (language !== undefined && language !== account.language) {
        await authService.setLanguage(account.id, language);
      }
      return getCurrentUser({ ...account, language: language ?? account.language });
    },

    /** AI tips and company insights switch immediately (a history row and an audit row per change). */
    async updateConsents(
      account: TAccountBase,
      changes: TUpdateConsentsRequest,
      request: Pick<TRequestInfo, 'ip' | 'userAgent'>,
    ): Promise<TCurrentUser> {
      if (changes.dataProcessing === false) {
        throw new AppError('CONSENT_NOT_REVOCABLE', { consent: 'dataProcessing' });
      }
      const insightsWithdrawn = await db.transaction(async (tx) => {
        let withdrawn = false;
        const profile = await findProfileForUpdate(tx, account.id);
        if (!profile) throw new AppError('NOT_FOUND', undefined, { message: 'This account has no profile.' });
        for (const field of ['aiTips', 'companyInsights'] as const) {
          const granted = changes[field];
          if (granted === undefined) continue;
          const kind = CONSENT_FIELDS[field];
          const current = await findCurrentConsent(tx, account.id, kind);
          if (current?.granted === granted) continue;
          const rows = await insertConsents(tx, [
            { userId: account.id, companyId: profile.companyId, kind, granted, version: CONSENT_VERSION },
          ]);
          await mergeProfileState(tx, account.id, { consents: consentStateOf(rows) });
          await recordAudit(tx, {
            action: 'consent_changed',
            actorUserId: account.id,
            subjectUserId: account.id,
            companyId: profile.companyId,
            ip: request.ip,
            userAgent: request.userAgent,
            metadata: { kind, granted, version: CONSENT_VERSION },
          });
          if (field === 'companyInsights' && !granted) withdrawn = true;
        }
        return withdrawn;
      });
      if (insightsWithdrawn) await deps.onInsightsMembershipChanged?.();
      return getCurrentUser(account);
    },

    async updateOnboarding(account: TAccountBase, step: TOnboardingStep): Promise<TCurrentUser> {
      await db.transaction(async (tx) => {
        const profile = await findProfileForUpdate(tx, account.id);
        if (!profile) throw new AppError('NOT_FOUND', undefined, { message: 'This account has no profile.' });
        const from = profile.onboardingStep as TOnboardingStep;
        if (!isOnboardingTransitionAllowed(from, step)) {
          throw new AppError('CONFLICT', { from, to: step }, { message: 'Onboarding only moves forward.' });
        }
        if (from !== step) await updateProfile(tx, account.id, { onboardingStep: step });
      });
      return getCurrentUser(account);
    },

    /** Whether the user currently grants this consent (latest row). For AI tips and employer insights. */
    async hasConsent(userId: string, kind: TConsentKind): Promise<boolean> {
      if (!CONSENT_KINDS.includes(kind)) return false;
      return (await findCurrentConsent(db, userId, kind))?.granted === true;
    },

    async getProfile(userId: string): Promise<TProfileRef | null> {
      const profile = await findProfile(db, userId);
      return profile ? toProfileRef(profile) : null;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
