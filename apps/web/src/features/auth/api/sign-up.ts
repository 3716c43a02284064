import { useMutation } from '@tanstack/react-query';
import { ZSignUpResponseSchema, type TSignUpRequest, type TSignUpResponse } from '@openwell/contracts';
import { apiPost } from '@/lib/api-client.ts';

/** POST /api/accounts/sign-up: account, profile and consents in one step; signed in on success. */
export function signUp(input: TSignUpRequest): Promise<TSignUpResponse> {
  return apiPost('/api/accounts/sign-up', input, ZSignUpResponseSchema);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
