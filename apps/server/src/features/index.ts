import type { AppInstance } from '../app.ts';
import type { TConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createBackgroundTasks } from '../lib/background-tasks.ts';
import type { TPersonTimeZones } from '../lib/civil-dates.ts';
import { encryptionKeySource } from '../lib/crypto.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { appVersion } from '../lib/version.ts';
import { createAccountsAdminService } from './accounts/accounts.admin.service.ts';
import { createInsightsMembersSource } from './accounts/accounts.insights.ts';
import { createCompanyMembers } from './accounts/accounts.members.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { createAuditLogReader } from './audit/audit.service.ts';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { createAccountsService } from './accounts/accounts.service.ts';
import { createLeaderboardCompaniesSource } from './companies/companies.leaderboard-source.ts';
import { companiesRoutes } from './companies/companies.routes.ts';
import { createCompaniesService } from './companies/companies.service.ts';
import { employersRoutes } from './employers/employers.routes.ts';
import { createEmployersService } from './employers/employers.service.ts';
import { sessionActivityRoutes } from './session-activity/session-activity.routes.ts';
import { createSessionActivityService } from './session-activity/session-activity.service.ts';
import { coachRoutes } from './coach/coach.routes.ts';
import { createCoachService } from './coach/coach.service.ts';
import { createOpenAiCompatibleClient } from '../integrations/openai-compatible/openai-compatible-client.ts';
import { createAuthFeature, registerAuthFeature } from './auth/auth.feature.ts';
import { systemRoutes } from './system/system.routes.ts';
import { createSystemService } from './system/system.service.ts';
import { mailRoutes } from './mail/mail.routes.ts';
import { createMailService } from './mail/mail.service.ts';
import type { JobDefinition } from '../jobs/define-job.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import {
  awardSingletonKey,
  createAwardJob,
  createExpirePointsJob,
  type TAwardJobPayload,
} from './gamification/gamification.jobs.ts';
import { createPointsExpiryService } from './gamification/gamification.expiry.ts';
import { gamificationRoutes } from './gamification/gamification.routes.ts';
import { createGamificationService, type HealthDaysPort } from './gamification/gamification.service.ts';
import type { HealthDaysListener, WearablesSync } from './wearables/sync-port.ts';
import { createMonthlyPointsSource } from './gamification/gamification.leaderboard-source.ts';
import { createRefreshLeaderboardsJob } from './leaderboard/leaderboard.jobs.ts';
import { leaderboardRoutes } from './leaderboard/leaderboard.routes.ts';
import { createLeaderboardService } from './leaderboard/leaderboard.service.ts';
import { createReviewRemindersJob } from './questionnaire/questionnaire.jobs.ts';
import { createReviewReminders } from './questionnaire/questionnaire.reminders.ts';
import { questionnaireRoutes } from './questionnaire/questionnaire.routes.ts';
import { createQuestionnaireService, type QuestionnaireService } from './questionnaire/questionnaire.service.ts';
import { createExpireRedemptionsJob } from './rewards/rewards.jobs.ts';
import { rewardsRoutes } from './rewards/rewards.routes.ts';
import { createRewardsService } from './rewards/rewards.service.ts';
import { createWearableRegistry } from './wearables/wearable-registry.ts';
import { createSyncDueWearablesJob } from './wearables/wearables.jobs.ts';
import { wearablesRoutes } from './wearables/wearables.routes.ts';
import { createWearablesService } from './wearables/wearables.service.ts';
import { createWearablesSync } from './wearables/wearables.sync.ts';

/** What every feature may use. Features reach each other only through the services created here. */
export type FeatureContext = {
  config: TConfig;
  database: Database;
  logger: Logger;
  clock: Clock;
  encryptionKey: Buffer;
  /** Sends jobs (the runner is attached once the server started it; in tests without one nothing is sent). */
  jobQueue: JobQueue;
};

/** What registerFeatures hands back to buildApp: the jobs built with feature services (run beside `allJobs`). */
export type TRegisteredFeatures = { jobs: JobDefinition[] };

/**
 * Registers every feature's routes under /api, in dependency order: a feature's service is created
 * here and handed to the features that use it. One block per feature. Jobs that need a feature's services are built
 * here by their factories and returned.
 */
export async function registerFeatures(app: AppInstance, ctx: FeatureContext): Promise<TRegisteredFeatures> {
  const jobs: JobDefinition[] = [];
  const systemService = createSystemService({
    database: ctx.database,
    clock: ctx.clock,
    version: appVersion,
    startedAt: ctx.clock.now(),
  });
  systemRoutes(app, { systemService });

  // mail: SMTP or the outbox; the development mailbox (404 in production). Auth sends reset mails through it.
  const mailService = createMailService({
    config: ctx.config,
    database: ctx.database,
    logger: ctx.logger,
    encryptionKey: ctx.encryptionKey,
  });
  mailRoutes(app, { mailService, config: ctx.config });

  // Work done after the answer (the password-reset mail); closing the app waits for it.
  const backgroundTasks = createBackgroundTasks(ctx.logger);
  app.addHook('onClose', () => backgroundTasks.idle());

  // auth: Better Auth under /api/auth, request.user for /api, the sign-in service, first-admin setup.
  const authFeature = createAuthFeature({ ...ctx, mailService, backgroundTasks });
  await registerAuthFeature(app, authFeature, { config: ctx.config });
  const { authService, sessions } = authFeature;

  // companies: public company-code lookup for the sign-up form; company administration (admins), departments
  // (employers for their own company, admins for any), the employer's company. Department members are the accounts
  // feature's profiles: counted and moved through the CompanyMembers port it implements.
  const companiesService = createCompaniesService({ database: ctx.database, members: createCompanyMembers() });
  companiesRoutes(app, { companiesService });

  // accounts: sign-up (user + profile + consents in one transaction), /api/me, user management for the admin area.
  // Someone left a group whose figures others see: the leaderboards (created below) recompute at once (ADR 016).
  const insightsMembership = { changed: async (): Promise<void> => {} };
  const onInsightsMembershipChanged = () => insightsMembership.changed();
  const accountsService = createAccountsService({
    database: ctx.database,
    authService,
    companiesService,
    clock: ctx.clock,
    onInsightsMembershipChanged,
  });
  accountsRoutes(app, { accountsService, startSession: sessions.startSession });

  // employers: invitations of employer accounts (mailed), their acceptance, revoking access; the record of which
  // company an employer administers, which the admin's role changes below keep up to date.
  const employersService = createEmployersService({
    database: ctx.database,
    clock: ctx.clock,
    config: ctx.config,
    authService,
    companiesService,
    mailService,
    profiles: { hasProfile: async (userId) => (await accountsService.getProfile(userId)) !== null },
  });
  employersRoutes(app, { employersService, startSession: sessions.startSession });

  const accountsAdminService = createAccountsAdminService({
    database: ctx.database,
    authService,
    companiesService,
    employers: employersService,
    onInsightsMembershipChanged,
  });

  // admin: the admin area's sign-in, first-admin setup, user management and system status (rules in auth, accounts
  // and mail).
  adminRoutes(app, {
    sessions,
    adminSetupService: authFeature.adminSetupService,
    accountsAdminService,
    mailService,
    encryptionKey: {
      source: encryptionKeySource(ctx.config),
      besideData: ctx.config.nodeEnv === 'production' && encryptionKeySource(ctx.config) === 'data-dir',
    },
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
  auditRoutes(app, { auditLogReader });

  // session-activity: the spec's log_session_activity for the signed-in user.
  const sessionActivityService = createSessionActivityService({
    database: ctx.database,
    clock: ctx.clock,
    accountsService,
  });
  await app.register(sessionActivityRoutes, { sessionActivityService });

  // wearables: tracker connections (OAuth with PKCE; demo mode), "Log activity", the dashboard's reads; the sync
  // engine (lease per connection, token refresh, pacing, back-off) and its job, every minute for the connections due.
  // Employees' own data only. Days are civil days in the person's time zone (accounts: their own, else their
  // company's; ADR 022).
  const registry = createWearableRegistry({ config: ctx.config });
  // After a sync or a logged activity, gamification awards the days through its job (created below): wearables
  // only knows this listener, never the gamification feature.
  let awardJob: JobDefinition<TAwardJobPayload> | null = null;
  const daysListener: HealthDaysListener = {
    async daysChanged(owner, dates) {
      if (!awardJob) return;
      const payload = { userId: owner.userId, companyId: owner.companyId, dates: [...dates] };
      await ctx.jobQueue.send(awardJob, payload, { singletonKey: awardSingletonKey(payload) });
    },
  };
  // The person's days (ADR 022): syncs, today's values, goals, streaks, points, tips, the questionnaire's dates.
  const timeZones: TPersonTimeZones = { timeZoneOfPerson: (userId) => accountsService.timeZoneOfPerson(userId) };
  // Company-level days stay in the company's zone: point expiry (its policy), the rewards' windows, the leaderboard.
  const companyTimeZones = { timeZoneOf: (companyId: string) => companiesService.timeZoneOf(companyId) };
  // The engine stores through the service and the service syncs through the engine: the port forwards to it.
  let wearablesSync: WearablesSync | null = null;
  const wearablesService = createWearablesService({
    database: ctx.database,
    logger: ctx.logger,
    clock: ctx.clock,
    encryptionKey: ctx.encryptionKey,
    registry,
    timeZones,
    sync: { syncConnection: (connectionId, options) => wearablesSync!.syncConnection(connectionId, options) },
    daysListener,
  });
  const engine = createWearablesSync({
    database: ctx.database,
    logger: ctx.logger,
    clock: ctx.clock,
    encryptionKey: ctx.encryptionKey,
    registry,
    timeZones,
    ingest: wearablesService.ingest,
    concurrency: ctx.config.wearablesSyncConcurrency,
    leaseMs: ctx.config.wearablesSyncLeaseMs,
    daysListener,
  });
  wearablesSync = engine;
  jobs.push(createSyncDueWearablesJob(engine));
  wearablesRoutes(app, { wearablesService, accountsService });

  // gamification: the points ledger, awards (the job above, after each sync and logged activity), levels, streaks,
  // badges, goals and the health score of the signed-in employee. It reads the daily values through the wearables
  // service (a port), never its tables; the questionnaire's height and weight (health score) through the
  // questionnaire service (created below, which credits its points here).
  let questionnaireService: QuestionnaireService | null = null;
  const healthDays: HealthDaysPort = {
    dailyValues: (userId, range, executor) => wearablesService.dailyValues(userId, range, executor),
  };
  const gamificationService = createGamificationService({
    database: ctx.database,
    logger: ctx.logger,
    clock: ctx.clock,
    timeZones,
    healthDays,
    bodyMeasures: { latestBodyMeasures: (userId) => questionnaireService!.latestBodyMeasures(userId) },
  });
  awardJob = createAwardJob(gamificationService);
  jobs.push(awardJob);
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
  jobs.push(createExpirePointsJob(pointsExpiryService));
  gamificationRoutes(app, { gamificationService, pointsExpiryService, accountsService });

  // questionnaire (issue 12): the health questionnaire's draft and versions (answers encrypted, the person's own only),
  // the health profile from the latest answers and the tracker's days (wearables, the port above), the completion's
  // points (gamification, once per yearly cycle), the focus areas for the AI coach with the AI consent (accounts), the
  // yearly review reminder (mail; e-mail and language from auth) and the retention (jobs/index.ts).
  questionnaireService = createQuestionnaireService({
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
  jobs.push(createReviewRemindersJob(reviewReminders));
  questionnaireRoutes(app, { questionnaireService, accountsService });

  // coach (issue 13, ADR 021): the daily tip and the coach chat, with the AI tips consent (accounts) on every call.
  // Its facts come through ports: the daily values (wearables), goals and streak (gamification), the focus areas
  // (questionnaire, itself gated by the consent), whether the data is demo data (wearables); never their tables. The
  // external model (config.ai, OpenAI-compatible) when configured, else the built-in engine; retention: jobs/index.ts.
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
    questionnaire: { focusAreasForCoach: (userId) => questionnaireService!.focusAreasForCoach(userId) },
    wearables: { usesDemoData: (userId) => wearablesService.usesDemoData(userId) },
    timeZones,
  });
  coachRoutes(app, { coachService, accountsService });

  // leaderboard: departments of the user's company and companies by average points this month, from a snapshot a job
  // recomputes every few minutes. Its sources are queries of the features that own the data (ADR 016): the members
  // and their insights consent (accounts), the monthly points (gamification), the names and settings (companies).
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
  jobs.push(createRefreshLeaderboardsJob(leaderboardService));
  insightsMembership.changed = () => leaderboardService.membershipChanged();
  leaderboardRoutes(app, { leaderboardService, accountsService });

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
  jobs.push(createExpireRedemptionsJob(rewardsService));
  rewardsRoutes(app, { rewardsService, accountsService });

  return { jobs };
}
