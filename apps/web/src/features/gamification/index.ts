/**
 * gamification: points, level, streak, multipliers, goals, badges and the health score of the signed-in employee
 * (server: features/gamification, contracts: gamification.ts, rules: @openwell/gamification). The dashboard's cards,
 * the celebration of new badges, the "How points work" page, and the cache the wearables feature refreshes after a
 * sync, a manual log or a demo sync.
 */
export { invalidateGamification } from './api/gamification-cache.ts';
