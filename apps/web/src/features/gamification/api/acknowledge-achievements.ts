import { useMutation } from '@tanstack/react-query';
import { acknowledgeAchievements } from '@openwell/contracts';
import { callEndpoint } from '@/lib/endpoint-client.ts';

/** Marks new badges as celebrated, so the toast and the badge dialog show each exactly once. */
export function useAcknowledgeAchievements() {
  return useMutation({
    mutationFn: (ids: string[]) => callEndpoint(acknowledgeAchievements, { body: { ids } }),
  });
}
