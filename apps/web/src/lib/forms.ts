import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { errorMessageKey } from './error-messages.ts';
import { issueMessageKey, type TIssueMessages, type TMessageKey } from './form-messages.ts';

export {
  FALLBACK_MESSAGE,
  issueMessageKey,
  issueMessageKeys,
  type TIssueCode,
  type TIssueMessages,
  type TMessageKey,
} from './form-messages.ts';

/**
 * Forms (ARCHITECTURE.md, "Forms"): react-hook-form with the zod resolver on a schema derived from the
 * contract's, and the shared field component (components/ui/form.tsx). The rules (lengths,
 * patterns, age limits) come from @openwell/contracts only; this module adds how a form shows them.
 *
 * A field error carries an i18n key as its message (`auth:validation.emailInvalid`,
 * `errors:PASSWORD_TOO_SHORT`); `<FormMessage>` translates it when it renders, so a message follows
 * the interface language. Which key a zod issue gets is said once per form by a `TIssueMessages`
 * map; server errors for a field are set with `setError(field, serverFieldError(error))`.
 */

/** A server error shown at a field: `form.setError(field, serverFieldError(error), { shouldFocus: true })`. */
export function serverFieldError(error: unknown): { type: 'server'; message: TMessageKey } {
  return { type: 'server', message: errorMessageKey(error) };
}

/** A whole number typed into an input (`'34'`), then checked by `schema` (e.g. the contract's age). */
export function wholeNumberInput<TOutput extends number>(schema: z.ZodType<TOutput, number>) {
  return z.string().trim().regex(/^\d+$/).transform(Number).pipe(schema);
}

/** For `refine` / `superRefine`: check even when other fields have issues, so every problem shows at once. */
export const ALWAYS = { when: () => true } as const;

export type TZodFormOptions<TSchema extends z.ZodType<FieldValues, FieldValues>> = Omit<
  UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>,
  'resolver' | 'mode' | 'reValidateMode'
> & { messages: TIssueMessages };

/**
 * `useForm` validated by `schema`, with the messages of `messages`. Everything is checked on
 * submit; a field's error goes away as soon as the field is changed (FormField) and is checked
 * again on the next submit; the first field with an error gets the focus.
 */
export function useZodForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  { messages, ...options }: TZodFormOptions<TSchema>,
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    ...options,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    resolver: zodResolver(schema, { error: (issue) => issueMessageKey(messages, issue) }),
  });
}
