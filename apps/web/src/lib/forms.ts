import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { errorMessageKey } from './error-messages.ts';

/**
 * Forms (DESIGN.md section 4): react-hook-form with the zod resolver on a schema derived from the
 * contract's, and the shared field component (components/ui/form.tsx). The rules (lengths,
 * patterns, age limits) come from @openwell/contracts only; this module adds how a form shows them.
 *
 * A field error carries an i18n key as its message (`auth:validation.emailInvalid`,
 * `errors:PASSWORD_TOO_SHORT`); `<FormMessage>` translates it when it renders, so a message follows
 * the interface language. Which key a zod issue gets is said once per form by a `TIssueMessages`
 * map; server errors for a field are set with `setError(field, serverFieldError(error))`.
 */

/** An i18n key written in full, `namespace:path.to.key`. */
export type TMessageKey = `${string}:${string}`;

/** Zod's issue codes (`too_small`, `invalid_format`, …). */
export type TIssueCode = z.core.$ZodIssue['code'];

/**
 * The message of each field's issues, by field path (`consents.aiTips` for nested fields): one key
 * for any issue, or one per issue code with `'*'` for the other codes and `empty` for an empty input.
 * Issues of fields not listed, and refinements without their own message, get VALIDATION_FAILED.
 */
export type TIssueMessages = Readonly<
  Record<string, TMessageKey | Readonly<Partial<Record<TIssueCode | '*' | 'empty', TMessageKey>>>>
>;

/** The message of issues no form names: the server's own text for a request it cannot accept. */
export const FALLBACK_MESSAGE: TMessageKey = 'errors:VALIDATION_FAILED';

interface TIssue {
  code?: string | undefined;
  path?: readonly PropertyKey[] | undefined;
  input?: unknown;
}

/** The i18n key a zod issue shows, by `messages`. */
export function issueMessageKey(messages: TIssueMessages, issue: TIssue): TMessageKey {
  const entry = messages[(issue.path ?? []).map(String).join('.')];
  if (entry === undefined) return FALLBACK_MESSAGE;
  if (typeof entry === 'string') return entry;
  const empty = issue.input === undefined || (typeof issue.input === 'string' && issue.input.trim() === '');
  return (empty ? entry.empty : undefined) ?? entry[issue.code as TIssueCode] ?? entry['*'] ?? FALLBACK_MESSAGE;
}

/** Every key `messages` names (for tests: each must exist in the translations). */
export function issueMessageKeys(messages: TIssueMessages): TMessageKey[] {
  return Object.values(messages).flatMap((entry) =>
    typeof entry === 'string' ? [entry] : Object.values(entry).filter((key) => key !== undefined),
  );
}

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
