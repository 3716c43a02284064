import type { TConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createOpenAiCompatibleClient } from '../integrations/openai-compatible/openai-compatible-client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { createBackgroundTasks } from '../lib/background-tasks.ts';
import type { TPersonTimeZones } from '../lib/civil-dates.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { appVersion } from '../lib/version.ts';
import { createAccountsAdminService } from './accounts/accounts.admin.service.ts';
import { createAccountsImportService } from './accounts/accounts.import.service.ts';
import { createInsightsMembersSource } from './accounts/accounts.insights.ts';
import { createCompanyMembers } from './accounts/accounts.members.ts';
import { createAccountsService } from './accounts/accounts.service.ts';
import { createAuditLogReader } from './audit/audit.service.ts';
import { createAuthFeature } from './auth/auth.feature.ts';
import { createCoachService } from './coach/coach.service.ts';
import { createLeaderboardCompaniesSource } from './companies/companies.leaderboard-source.ts';
import { createCompaniesService } from './companies/companies.service.ts';
import { createEmployersService } from './employers/employers.service.ts';
import { createPointsExpiryService } from './gamification/gamification.expiry.ts';
import { awardSingletonKey, createAwardJob } from './gamification/gamification.jobs.ts';
import { createMonthlyPointsSource } from './gamification/gamification.leaderboard-source.ts';
import {
  createGamificationService,
  type BodyMeasuresPort,
  type HealthDaysPort,
} from './gamification/gamification.service.ts';
import { createLeaderboardService } from './leaderboard/leaderboard.service.ts';
import { createMailService } from './mail/mail.service.ts';
import { createReviewReminders } from './questionnaire/questionnaire.reminders.ts';
import { createBodyMeasuresReader, createQuestionnaireService } from './questionnaire/questionnaire.service.ts';
import { createRewardsService } from './rewards/rewards.service.ts';
import { createSessionActivityService } from './session-activity/session-activity.service.ts';
import { createSystemService } from './system/system.service.ts';
import type { HealthDaysListener } from './wearables/sync-port.ts';
import { createWearableRegistry } from './wearables/wearable-registry.ts';
import { createDailyValuesReader, createMetricsIngest, createWearablesService } from './wearables/wearables.service.ts';
import { createWearablesSync } from './wearables/wearables.sync.ts';

/** What every feature may use. Features reach each other only through the services createServices builds. */
export type ServicesContext = {
  config: TConfig;
  database: Database;
  logger: Logger;
  clock: Clock;
  encryptionKey: Buffer;
  /** Sends jobs (the runner is attached once the server started it; without one nothing is sent). */
  jobQueue: JobQueue;
};

/**
 * Ports a caller outside the server may replace (the gamification test kit, bench/awarding.ts): the services are
 * composed as in the server, with these ports instead of the features that implement them there.
 */
export type ServicesOverrides = {
  /** How a person's days are counted (default: accounts, the person's zone, else their company's; ADR 022). */
  timeZones?: TPersonTimeZones;
  /** The height and weight the health score reads (default: the questionnaire's latest answers). */
  bodyMeasures?: BodyMeasuresPort;
};

/**
 * Builds every feature's service once, in dependency order, for the server (features/index.ts), the scale seed,
 * the benchmarks and the tests: no HTTP, no routes (those are the feature descriptors', features/registry.ts). A
 * service gets the services it uses through ports (small interfaces the using feature declares); where two features
 * need each other, one of the two directions is a function of its own (the wearables' ingest and daily values, the
 * questionnaire's body measures) or a listener, so every service is built after everything it calls and nothing is
 * bound late (ADR 025).
 */
export function createServices(ctx: ServicesContext, overrides: ServicesOverrides = {}) {
  const systemService = createSystemService({
    database: ctx.database,
    clock: ctx.clock,
    version: appVersion,
    startedAt: ctx.clock.now(),
  });

  // mail: SMTP or the outbox; the development mailbox (404 in production). Auth sends reset mails through it.
  const mailService = createMailService({
    config: ctx.config,
    database: ctx.database,
    logger: ctx.logger,
    encryptionKey: ctx.encryptionKey,
  });

  // Work done after the answer (the password-reset mail); closing the app waits for it (features/index.ts).
  const backgroundTasks = createBackgroundTasks(ctx.logger);

  // auth: Better Auth, the sign-in service, the auth service, sessions and first-admin setup.
  const auth = createAuthFeature({ ...ctx, mailService, backgroundTasks });
  const { authService } = auth;

  // companies: company administration, departments, the public code lookup. Department members are the accounts
  // feature's profiles: counted and moved through the CompanyMembers port it implements.
  const companiesService = createCompaniesService({ database: ctx.database, members: createCompanyMembers() });

  // leaderboard: departments of the user's company and companies by average points this month, from a snapshot a job
  // recomputes every few minutes. Its sources are queries of the features that own the data (ADR 016): the members
  // and their insights consent (accounts), the monthly points (gamification), the names and settings (companies).
  // Built before accounts, which tells it when someone left a group whose figures others see.
  const leaderboardService = createLeaderboardService({
    database: ctx.database,
    clock: ctx.clock,
    logger: ctx.logger,
    members: createInsightsMembersSource(),
    points: createMonthlyPointsSource(),
    names: createLeaderboardCompaniesSource(),
    timeZones: companiesService,
    snapshotMaxAgeMs: ctx.config.leaderboardSnapshotMaxAgeMs,
  });
  // Someone left a group whose figures others see: the leaderboards recompute at once (ADR 016).
  const onInsightsMembershipChanged = () => leaderboardService.membershipChanged();

  // accounts: sign-up (user + profile + consents in one transaction), /api/me, user management for the admin area.
  const accountsService = createAccountsService({
    database: ctx.database,
    authService,
    companiesService,
    clock: ctx.clock,
    onInsightsMembershipChanged,
  });
  // The seed's bulk import of employees (the sign-up rules).
  const accountsImportService = createAccountsImportService({
    database: ctx.database,
    authService,
    companiesService,
  });

  // employers: invitations of employer accounts (mailed), their acceptance, revoking access; the record of which
  // company an employer administers, which the admin's role changes keep up to date.
  const employersService = createEmployersService({
    database: ctx.database,
    clock: ctx.clock,
    config: ctx.config,
    authService,
    companiesService,
    mailService,
    profiles: { hasProfile: async (userId) => (await accountsService.getProfile(userId)) !== null },
  });

  const accountsAdminService = createAccountsAdminService({
    database: ctx.database,
    authService,
    companiesService,
    employers: employersService,
    onInsightsMembershipChanged,
  });

  // audit: the audit log reader (admins). Accounts and companies are named through their services, which use audit.
  const auditLogReader = createAuditLogReader({
    database: ctx.database,
    async emailsOf(userIds) {
      const { users } = await authService.findUsers({ userIds, limit: userIds.length, offset: 0 });
      return new Map(users.map((user) => [user.id, user.email]));
    },
    async companyNamesOf(companyIds) {
      const { companies } = await companiesService.findRefs({ companyIds, departmentIds: [] });
      return new Map([...companies].map(([id, company]) => [id, company.name]));
    },
  });

  // session-activity: log_session_activity for the signed-in user.
  const sessionActivityService = createSessionActivityService({
    database: ctx.database,
    clock: ctx.clock,
    accountsService,
  });

  // The person's days (ADR 022): syncs, today's values, goals, streaks, points, tips, the questionnaire's dates.
  const timeZones: TPersonTimeZones = overrides.timeZones ?? {
    timeZoneOfPerson: (userId) => accountsService.timeZoneOfPerson(userId),
  };
  // Company-level days stay in the company's zone: point expiry (its policy), the rewards' windows, the leaderboard.
  const companyTimeZones = { timeZoneOf: (companyId: string) => companiesService.timeZoneOf(companyId) };
  // The tracker's daily values (the wearables feature's query): gamification, the questionnaire and the coach read
  // them through this port, never the wearables tables.
  const healthDays: HealthDaysPort = { dailyValues: createDailyValuesReader({ database: ctx.database }) };

  // gamification: the points ledger, awards (its job, after each sync and logged activity), levels, streaks, badges,
  // goals and the health score of the signed-in employee. It reads the daily values through the port above; the
  // questionnaire's height and weight (health score) through the questionnaire's reader (the questionnaire service,
  // built below, credits its points here).
  const gamificationService = createGamificationService({
    database: ctx.database,
    logger: ctx.logger,
    clock: ctx.clock,
    timeZones,
    healthDays,
    bodyMeasures: overrides.bodyMeasures ?? {
      latestBodyMeasures: createBodyMeasuresReader({ database: ctx.database, encryptionKey: ctx.encryptionKey }),
    },
  });
  const awardJob = createAwardJob(gamificationService);
  // Point expiry (ADR 019): the companies' policies through the companies service (a port), the daily job.
  const pointsExpiryService = createPointsExpiryService({
    database: ctx.database,
    logger: ctx.logger,
    clock: ctx.clock,
    timeZones: companyTimeZones,
    policies: {
      pointsExpiryPolicies: () => companiesService.pointsExpiryPolicies(),
      pointsExpiryMonthsOf: (companyId) => companiesService.pointsExpiryMonthsOf(companyId),
    },
  });

  // wearables: tracker connections (OAuth with PKCE; demo mode), "Log activity", the dashboard's reads; the sync
  // engine (lease per connection, token refresh, pacing, back-off) and its job, every minute for the connections due.
  // Employees' own data only. After a sync or a logged activity, gamification awards the days through its job:
  // wearables only knows this listener, never the gamification feature.
  const daysListener: HealthDaysListener = {
    async daysChanged(owner, dates) {
      const payload = { userId: owner.userId, companyId: owner.companyId, dates: [...dates] };
      await ctx.jobQueue.send(awardJob, payload, { singletonKey: awardSingletonKey(payload) });
    },
  };
  const registry = createWearableRegistry({ config: ctx.config });
  // The engine stores through the ingest (the service's own), the service syncs through the engine: one way.
  const wearablesSync = createWearablesSync({
    database: ctx.database,
    logger: ctx.logger,
    clock: ctx.clock,
    encryptionKey: ctx.encryptionKey,
    registry,
    timeZones,
    ingest: createMetricsIngest({ database: ctx.database, logger: ctx.logger }),
    concurrency: ctx.config.wearablesSyncConcurrency,
    leaseMs: ctx.config.wearablesSyncLeaseMs,
    daysListener,
  });
  const wearablesService = createWearablesService({
    database: ctx.database,
    logger: ctx.logger,
    clock: ctx.clock,
    encryptionKey: ctx.encryptionKey,
    registry,
    timeZones,
    sync: wearablesSync,
    daysListener,
  });

  // questionnaire (issue 12): the health questionnaire's draft and versions (answers encrypted, the person's own only),
  // the health profile from the latest answers and the tracker's days (the port above), the completion's points
  // (gamification, once per yearly cycle), the focus areas for the AI coach with the AI consent (accounts), the yearly
  // review reminder (mail; e-mail and language from auth) and the retention.
  const questionnaireService = createQuestionnaireService({
    database: ctx.database,
    logger: ctx.logger,
    clock: ctx.clock,
    encryptionKey: ctx.encryptionKey,
    timeZones,
    healthDays,
    points: { awardOneOff: (owner, reason) => gamificationService.awardOneOff(owner, reason) },
    people: {
      async profileOf(userId) {
        const profile = await accountsService.getProfile(userId);
        return profile && { companyId: profile.companyId, age: profile.age, gender: profile.gender };
      },
      aiConsentGiven: (userId) => accountsService.hasConsent(userId, 'ai_tips'),
    },
  });
  const reviewReminders = createReviewReminders({
    database: ctx.database,
    logger: ctx.logger,
    mail: mailService,
    publicUrl: ctx.config.publicUrl,
    recipients: {
      async contactOf(userId) {
        const [account] = await authService.findAccounts([userId]);
        return account ? { email: account.email, language: account.language } : null;
      },
    },
  });

  // coach (issue 13, ADR 021): the daily tip and the coach chat, with the AI tips consent (accounts) on every call.
  // Its facts come through ports: the daily values (wearables), goals and streak (gamification), the focus areas
  // (questionnaire, itself gated by the consent), whether the data is demo data (wearables); never their tables. The
  // external model (config.ai, OpenAI-compatible) when configured, else the built-in engine.
  const coachService = createCoachService({
    database: ctx.database,
    logger: ctx.logger,
    clock: ctx.clock,
    encryptionKey: ctx.encryptionKey,
    ai: ctx.config.ai,
    modelClient: (settings) =>
      createOpenAiCompatibleClient({
        baseUrl: settings.baseUrl,
        apiKey: settings.apiKey,
        model: settings.model,
        timeoutMs: settings.timeoutMs,
      }),
    consent: { aiConsentGiven: (userId) => accountsService.hasConsent(userId, 'ai_tips') },
    health: healthDays,
    gamification: { summary: (owner) => gamificationService.summary(owner) },
    questionnaire: { focusAreasForCoach: (userId) => questionnaireService.focusAreasForCoach(userId) },
    wearables: { usesDemoData: (userId) => wearablesService.usesDemoData(userId) },
    timeZones,
  });

  // rewards: each company's catalogue (employers their own, admins any), redemption in one transaction that spends
  // points through gamification's spending port (gamification owns the ledger), codes fulfilled or cancelled by the
  // employer, expiry with refunds (daily job), the employer's figures. Company time zones and existence come from
  // companies, the redeemer's e-mail on the verification page from auth: never their tables.
  const rewardsService = createRewardsService({
    database: ctx.database,
    logger: ctx.logger,
    clock: ctx.clock,
    points: gamificationService.spending,
    companies: {
      timeZoneOf: (companyId) => companiesService.timeZoneOf(companyId),
      async exists(companyId) {
        const { companies } = await companiesService.findRefs({ companyIds: [companyId], departmentIds: [] });
        return companies.has(companyId);
      },
    },
    accounts: {
      async emailOf(userId) {
        const [account] = await authService.findAccounts([userId]);
        return account?.email ?? null;
      },
    },
  });

  return {
    systemService,
    mailService,
    backgroundTasks,
    /** Better Auth, the auth service, sessions (for routes), first-admin setup. */
    auth,
    authService,
    companiesService,
    accountsService,
    accountsImportService,
    accountsAdminService,
    employersService,
    auditLogReader,
    sessionActivityService,
    wearablesService,
    /** The sync engine (the scheduler's job runs its rounds). */
    wearablesSync,
    gamificationService,
    /** `gamification.award`, built with the service; the wearables' listener sends it. */
    awardJob,
    pointsExpiryService,
    questionnaireService,
    reviewReminders,
    coachService,
    leaderboardService,
    rewardsService,
  };
}

/** Every feature's service, as createServices builds them. */
export type Services = ReturnType<typeof createServices>;
