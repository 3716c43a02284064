import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient, queryClient } from './query-client.ts';
import { ensureSessionLoaded, getSessionState, resetSessionStoreForTests } from './session/session-store.ts';

describe('query client', () => {
  it('has the data-fetching defaults', () => {
    for (const client of [queryClient, createQueryClient()]) {
      const queries = client.getDefaultOptions().queries;
      expect(queries?.staleTime).toBe(30_000);
      expect(queries?.gcTime).toBe(300_000);
      expect(queries?.refetchOnWindowFocus).toBe(false);
      expect(queries?.retry).toBe(1);
    }
  });

  describe('an answer TWO_FACTOR_ENROLMENT_REQUIRED', () => {
    afterEach(() => {
      resetSessionStoreForTests();
      vi.unstubAllGlobals();
    });

    const refused = (code: string) => new ApiError({ status: 403, code, message: 'server text' });
    let secondFactor = true;
    const sessionAnswers = () =>
      vi.stubGlobal(
        'fetch',
        vi.fn(
          async () =>
            new Response(
              JSON.stringify({
                session: {},
                user: { id: 'u', email: 'e@x.test', role: 'admin', twoFactorEnabled: secondFactor },
              }),
              { status: 200 },
            ),
        ),
      );
    const failQuery = (client: QueryClient, code: string) =>
      client
        .fetchQuery({ queryKey: [code], queryFn: () => Promise.reject(refused(code)), retry: false })
        .catch(() => {});
    const failMutation = (client: QueryClient, code: string) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(refused(code)) })
        .execute(undefined)
        .catch(() => {});

    it('of a query reads the session again, so the admin area sees the account without a second factor', async () => {
      secondFactor = true;
      sessionAnswers();
      await ensureSessionLoaded();
      secondFactor = false;
      await failQuery(createQueryClient(), 'TWO_FACTOR_ENROLMENT_REQUIRED');
      await vi.waitFor(() => expect(getSessionState().user?.twoFactorEnabled).toBe(false));
    });

    it('of a mutation does the same', async () => {
      secondFactor = true;
      sessionAnswers();
      await ensureSessionLoaded();
      secondFactor = false;
      await failMutation(createQueryClient(), 'TWO_FACTOR_ENROLMENT_REQUIRED');
      await vi.waitFor(() => expect(getSessionState().user?.twoFactorEnabled).toBe(false));
    });

    it('is the only code that does', async () => {
      secondFactor = true;
      sessionAnswers();
      await ensureSessionLoaded();
      const fetchMock = vi.mocked(fetch);
      const before = fetchMock.mock.calls.length;
      const client = createQueryClient();
      await failQuery(client, 'FORBIDDEN');
      await failMutation(client, 'NOT_FOUND');
      expect(fetchMock.mock.calls.length).toBe(before);
    });
  });
});
