import { useQuery } from '@tanstack/react-query';
import { lookupCompany } from '@openwell/contracts';
import { isApiError } from '@/lib/api-client.ts';
import { endpointQueryOptions } from '@/lib/endpoint-client.ts';

/** The company's name and departments for a code (INVALID_COMPANY_CODE when unknown); one cache entry per spelling. */
export function companyLookupQueryOptions(code: string) {
  return {
    ...endpointQueryOptions(lookupCompany, { query: { code: code.trim() } }),
    staleTime: 5 * 60_000,
    // An unknown code is an answer, not a failure to retry.
    retry: (failureCount: number, error: Error) => !(isApiError(error) && error.status < 500) && failureCount < 1,
  };
}

/** Looks `code` up (the form passes it once the field is left or typing paused); idle for ''. */
export function useCompanyLookup(code: string) {
  return useQuery({ ...companyLookupQueryOptions(code), enabled: code.trim().length > 0 });
}
