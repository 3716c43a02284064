import { useMutation } from '@tanstack/react-query';
import { signUp as signUpEndpoint, type TSignUpRequest, type TSignUpResponse } from '@openwell/contracts';
import { callEndpoint } from '@/lib/endpoint-client.ts';

/** Account, profile and consents in one step; signed in on success. */
export function signUp(input: TSignUpRequest): Promise<TSignUpResponse> {
  return callEndpoint(signUpEndpoint, { body: input });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
