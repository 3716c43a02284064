// @openwell/gamification: the pure rules of points, multipliers, levels, streaks, goals, badges and the health score
// (issue 10, ADR 015), and of the personal health profile (issue 12, ADR 020). No clock, no I/O: civil dates and the
// data come in, numbers go out. Calendar arithmetic on civil dates is @openwell/contracts' civil-date.ts (ADR 026).
export { RULES, type TScale, type TScalePoint } from './rules.ts';
export { hasData, indexDays, valueOf, type TDay } from './days.ts';
export {
  DEFAULT_GOALS,
  anyGoalMet,
  goalProgress,
  goalResults,
  goalsOn,
  type TGoalResult,
  type TGoalsHistory,
} from './goals.ts';
export {
  DAILY_REASONS,
  GOAL_REASONS,
  ONE_OFF_AWARDS,
  ONE_OFF_RENEWAL_MONTHS,
  dailyAwards,
  goalBasePoints,
  multiplierHundredths,
  oneOffDue,
  type TAward,
} from './points.ts';
export {
  dayAttainment,
  improvementMultiplierFor,
  improvementOf,
  improvementSeries,
  multipliers,
  streakMultiplier,
  totalMultiplier,
  type TImprovement,
  type TMultipliers,
} from './multipliers.ts';
export { levelFor, levelThreshold, type TLevel } from './levels.ts';
export { streakBefore, streakOf, type TStreak } from './streaks.ts';
export {
  ACHIEVEMENTS,
  ACHIEVEMENT_CATEGORIES,
  achievementById,
  evaluateAchievements,
  type TAchievementCategory,
  type TAchievementContext,
  type TAchievementDefinition,
  type TAchievementResult,
  type TAchievementRule,
} from './achievements.ts';
export {
  HEALTH_SCORE_BASIS,
  HEALTH_SCORE_METRICS,
  healthScore,
  minimalMets,
  scopesNotShared,
  type THealthBasis,
  type THealthBasisKey,
  type THealthCategoryResult,
  type THealthProfile,
  type THealthScoreResult,
} from './health-score.ts';
export { scaleScore } from './scales.ts';
export {
  expiryCutoff,
  pointsDueToExpire,
  upcomingExpiries,
  type TCredit,
  type TExpiryInput,
  type TUpcomingExpiry,
} from './expiry.ts';
export { healthProfile, type THealthProfileInput } from './health-profile.ts';
export { HEALTH_PROFILE_REASON_VALUES, HEALTH_PROFILE_RULES } from './health-profile-rules.ts';
