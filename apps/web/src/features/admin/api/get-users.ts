import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminUsersResponseSchema, type TAdminUsersResponse } from '@openwell/contracts';
import { apiGet } from '@/lib/api-client.ts';

export interface TUsersQuery {
  search: string;
  page: number;
}

/** GET /api/admin/users?search=&page=: account data only; employers get their company's users (server-enforced). */
export function getUsers({ search, page }: TUsersQuery, signal?: AbortSignal): Promise<TAdminUsersResponse> {
  const params = new URLSearchParams({ page: String(page) });
  if (search.trim()) params.set('search', search.trim());
  return apiGet(`/api/admin/users?${params}`, ZAdminUsersResponseSchema, signal ? { signal } : {});
}

export const adminUsersQueryKey = ['admin', 'users'] as const;

export function usersQueryOptions(query: TUsersQuery) {
  return queryOptions({
    queryKey: [...adminUsersQueryKey, query] as const,
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: TUsersQuery) {
  return useQuery(usersQueryOptions(query));
}
