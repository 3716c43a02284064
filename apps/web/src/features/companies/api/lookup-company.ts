import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCompanyLookupResponseSchema, type TCompanyLookupResponse } from '@openwell/contracts';
import { apiGet, isApiError } from '@/lib/api-client.ts';

/** GET /api/companies/lookup?code=: the company's name and departments; 404 INVALID_COMPANY_CODE. */
export function lookupCompany(code: string, signal?: AbortSignal): Promise<TCompanyLookupResponse> {
  return apiGet(
    `/api/companies/lookup?${new URLSearchParams({ code })}`,
    ZCompanyLookupResponseSchema,
    signal ? { signal } : {},
  );
}

/** Codes are case-insensitive on the server; one cache entry per spelling is enough. */
export function companyLookupQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['companies', 'lookup', code.trim().toUpperCase()] as const,
    queryFn: ({ signal }) => lookupCompany(code.trim(), signal),
    staleTime: 5 * 60_000,
    // An unknown code is an answer, not a failure to retry.
    retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 1,
  });
}

/** Looks `code` up (the form passes it once the field is left or typing paused); idle for ''. */
export function useCompanyLookup(code: string) {
  return useQuery({ ...companyLookupQueryOptions(code), enabled: code.trim().length > 0 });
}
