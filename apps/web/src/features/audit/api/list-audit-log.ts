import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listAuditLog, listCompanies, type TAuditLogQuery } from '@openwell/contracts';
import { endpointQueryOptions } from '@/lib/endpoint-client.ts';

/** One page of the audit log, newest first (platform admins); the previous page stays shown while the next loads. */
export function useAuditLog(query: TAuditLogQuery, enabled: boolean) {
  return useQuery({ ...endpointQueryOptions(listAuditLog, { query }), placeholderData: keepPreviousData, enabled });
}

/**
 * The companies, for the company filter. The same query (and cache entry) as the companies screens' list: the key
 * is derived from the listCompanies declaration.
 */
export function useCompanyOptions() {
  return useQuery(endpointQueryOptions(listCompanies, {}));
}
