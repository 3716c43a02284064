import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AWARD_FOLLOW_UPS_MS, refreshGamificationAfterActivity } from './gamification-cache.ts';

afterEach(() => vi.useRealTimers());

describe('refreshGamificationAfterActivity', () => {
  it('reads the gamification figures at once and again when the award job has had time to run', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    await refreshGamificationAfterActivity(queryClient);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['gamification'] });
    for (const [index, delay] of AWARD_FOLLOW_UPS_MS.entries()) {
      const previous = index === 0 ? 0 : AWARD_FOLLOW_UPS_MS[index - 1]!;
      vi.advanceTimersByTime(delay - previous - 1);
      expect(invalidate).toHaveBeenCalledTimes(index + 1);
      vi.advanceTimersByTime(1);
      expect(invalidate).toHaveBeenCalledTimes(index + 2);
    }
    vi.advanceTimersByTime(60_000);
    expect(invalidate).toHaveBeenCalledTimes(AWARD_FOLLOW_UPS_MS.length + 1);
  });
});
