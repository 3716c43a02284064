import { useMutation } from '@tanstack/react-query';
import { createFirstAdmin as createFirstAdminEndpoint, type TAdminSetupRequest } from '@openwell/contracts';
import { callEndpoint } from '@/lib/endpoint-client.ts';

/** Creates the first admin with the one-time setup token and signs them in. */
export function createFirstAdmin(body: TAdminSetupRequest) {
  return callEndpoint(createFirstAdminEndpoint, { body });
}

export function useCreateFirstAdmin() {
  return useMutation({ mutationFn: createFirstAdmin });
}
