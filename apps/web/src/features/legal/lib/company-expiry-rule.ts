import { getPointsExpiry } from '@openwell/contracts';
import { callEndpoint } from '@/lib/endpoint-client.ts';

/**
 * The signed-in employee's company's point expiry policy (months; null: never), from getPointsExpiry. Loaded by the
 * terms page after it is live (points-expiry-note.tsx imports this module on demand): it brings the contracts and zod,
 * which the prerendered legal pages do not download otherwise (ADR 011).
 */
export async function fetchCompanyExpiryMonths(signal: AbortSignal): Promise<number | null> {
  return (await callEndpoint(getPointsExpiry, {}, { signal })).months;
}
