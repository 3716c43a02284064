// The full Drizzle schema: every feature's `*.tables.ts`, re-exported. drizzle-kit reads the same
// files (drizzle.config.ts), so a table added here without a migration fails `npm run db:check`.
export * from '../features/companies/companies.tables.ts';
export * from '../features/mail/mail.tables.ts';
export * from '../features/audit/audit.tables.ts';
export * from './rate-limit.tables.ts';
export * from '../features/auth/auth.tables.ts';
export * from '../features/accounts/accounts.tables.ts';
export * from '../features/session-activity/session-activity.tables.ts';
export * from '../features/employers/employers.tables.ts';
export * from '../features/wearables/wearables.tables.ts';
export * from '../features/gamification/gamification.tables.ts';
export * from '../features/leaderboard/leaderboard.tables.ts';
export * from '../features/rewards/rewards.tables.ts';
export * from '../features/questionnaire/questionnaire.tables.ts';
export * from '../features/coach/coach.tables.ts';
