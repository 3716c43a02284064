/**
 * gamification: points, level, streak, multipliers, goals, badges and the health score of the signed-in employee
 * (server: features/gamification, contracts: gamification.ts, rules: @openwell/gamification). The dashboard's cards,
 * the notice of points that expire soon (also on the rewards screen), the celebration of new badges, the "How points
 * work" page, the cache the wearables feature refreshes after a sync, a manual log or a demo sync, and the action for
 * a daily goal another screen suggests (the health profile's focus areas).
 */
export { gamificationPages } from './gamification.routes.ts';
export { refreshGamificationAfterActivity } from './api/gamification-cache.ts';
export { useGamification } from './api/get-gamification.ts';
export { usePointsExpiry } from './api/get-points-expiry.ts';
export { BadgesCard } from './components/badges-card.tsx';
export { GoalSuggestion } from './components/goal-suggestion.tsx';
export { GoalsCard } from './components/goals-card.tsx';
export { HealthScoreCard } from './components/health-score-card.tsx';
export { NewBadgesCelebration, useNewBadges, type TNewBadges } from './components/new-badges-celebration.tsx';
export { PointsExpiryNotice } from './components/points-expiry-notice.tsx';
export { ProgressOverview } from './components/progress-overview.tsx';
export { HowPointsWorkPage } from './components/how-points-work-page.tsx';
