import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * The auth page carries one email address between its forms (login, sign-up, forgot password):
 * when it changes in another form, this form's email field follows. The form's own email field
 * reports its changes with `onEmailChange`.
 */
export function usePageEmail<TValues extends { email: string }, TOutput extends FieldValues>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  email: string,
): void {
  const { getValues, setValue } = form as unknown as UseFormReturn<{ email: string }>;
  useEffect(() => {
    if (getValues('email') !== email) setValue('email', email);
  }, [email, getValues, setValue]);
}
