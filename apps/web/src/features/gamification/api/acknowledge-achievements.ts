import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acknowledgeAchievements, type TGamificationSummary } from '@openwell/contracts';
import { callEndpoint } from '@/lib/endpoint-client.ts';
import { gamificationQueryOptions } from './get-gamification.ts';

/**
 * Marks new badges as celebrated, so the toast and the badge dialog show each exactly once. The cached summary
 * drops them at once (a page shown again before the server answers must not celebrate them twice); should the call
 * fail, the next summary still lists them and they are celebrated then.
 */
export function useAcknowledgeAchievements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => callEndpoint(acknowledgeAchievements, { body: { ids } }),
    onMutate: (ids) => {
      queryClient.setQueryData(gamificationQueryOptions().queryKey, (summary: TGamificationSummary | undefined) =>
        summary ? { ...summary, newAchievements: summary.newAchievements.filter((id) => !ids.includes(id)) } : summary,
      );
    },
  });
}
