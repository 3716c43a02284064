import type { QueryClient } from '@tanstack/react-query';
import { getGamification } from '@openwell/contracts';

/** Every cached answer of the gamification endpoints (summary, health score, points history). */
export const gamificationQueryKey = [getGamification.tags[0]] as const;

/** Read the points, level, streak, badges and health score again (after the goals change, a retry...). */
export function invalidateGamification(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: gamificationQueryKey });
}

/**
 * When the award job has most likely run after a sync or a logged activity. The server awards in a job queued when
 * the sync answers (ADR 017: "typically within a second"), so the figures are read at once (streak and goals are
 * computed from the values when read) and again after these delays (points, level and new badges).
 */
export const AWARD_FOLLOW_UPS_MS = [2_000, 6_000] as const;

/**
 * After a sync, a manual log or a demo sync (the wearables feature calls this through index.ts): read the
 * gamification figures now and again once the award job has had time to run. Resolves with the first read.
 */
export function refreshGamificationAfterActivity(queryClient: QueryClient): Promise<void> {
  for (const delay of AWARD_FOLLOW_UPS_MS) setTimeout(() => void invalidateGamification(queryClient), delay);
  return invalidateGamification(queryClient);
}
