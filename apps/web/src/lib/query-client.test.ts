import { describe, expect, it } from 'vitest';
import { createQueryClient, queryClient } from './query-client.ts';

describe('query client', () => {
  it('has the data-fetching defaults of spec section 7', () => {
    for (const client of [queryClient, createQueryClient()]) {
      const queries = client.getDefaultOptions().queries;
      expect(queries?.staleTime).toBe(30_000);
      expect(queries?.gcTime).toBe(300_000);
      expect(queries?.refetchOnWindowFocus).toBe(false);
      expect(queries?.retry).toBe(1);
    }
  });
});
