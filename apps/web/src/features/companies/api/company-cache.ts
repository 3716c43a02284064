import type { QueryClient } from '@tanstack/react-query';
import { getCompany, getOwnCompany, listCompanies, type TCompanyDetail } from '@openwell/contracts';
import { endpointQueryKey } from '@/lib/endpoint-client.ts';

/**
 * The cached answers about companies the admin area shows: the list, each company's page and the employer's own
 * company. Every change invalidates all three (a rename shows in the list, a department in the counts); the public
 * code lookup of the sign-up form is left alone (it is rate limited and has its own short cache).
 */
export const COMPANY_QUERY_KEYS = [
  endpointQueryKey(listCompanies),
  endpointQueryKey(getCompany),
  endpointQueryKey(getOwnCompany),
] as const;

export function invalidateCompanyQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all(COMPANY_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/** Puts a company's new state (the answer of a change) into its page's cache at once, then refreshes the rest. */
export function storeCompanyDetail(queryClient: QueryClient, company: TCompanyDetail): Promise<void> {
  queryClient.setQueryData(endpointQueryKey(getCompany, { params: { companyId: company.id } }), company);
  return invalidateCompanyQueries(queryClient);
}

/** Puts the employer's company's new state (the answer of a change) into the own-company cache, then refreshes all. */
export function storeOwnCompanyDetail(queryClient: QueryClient, company: TCompanyDetail): Promise<void> {
  queryClient.setQueryData(endpointQueryKey(getOwnCompany), company);
  return invalidateCompanyQueries(queryClient);
}
