import type { QueryClient } from '@tanstack/react-query';
import { getGamification } from '@openwell/contracts';

/** Every cached answer of the gamification endpoints (summary, health score, points history). */
export const gamificationQueryKey = [getGamification.tags[0]] as const;

/**
 * Read the points, level, streak, badges and health score again: after a sync, a manual log or a demo sync (the
 * wearables feature calls this through index.ts) and after the goals change.
 */
export function invalidateGamification(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: gamificationQueryKey });
}
