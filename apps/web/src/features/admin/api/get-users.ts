import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listAdminUsers } from '@openwell/contracts';
import { endpointQueryKey, endpointQueryOptions } from '@/lib/endpoint-client.ts';

export interface TUsersQuery {
  search: string;
  page: number;
}

/** Every cached page of the user list (invalidated after a change). */
export const adminUsersQueryKey = endpointQueryKey(listAdminUsers);

/** Account data only; employers get their company's users (server-enforced). */
export function usersQueryOptions({ search, page }: TUsersQuery) {
  const query = { page, ...(search.trim() ? { search: search.trim() } : {}) };
  return { ...endpointQueryOptions(listAdminUsers, { query }), placeholderData: keepPreviousData };
}

export function useUsers(query: TUsersQuery) {
  return useQuery(usersQueryOptions(query));
}
