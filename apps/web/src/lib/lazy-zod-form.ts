import { useState } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { issueMessageKey, type TIssueMessages } from './form-messages.ts';
import type { TZodFormOptions } from './forms.ts';

type TSchema = z.ZodType<FieldValues, FieldValues>;

/** Loads a form's schema (and zod with it), e.g. `() => import('../lib/auth-forms.ts').then((m) => m.ZLoginFormSchema)`. */
export type TSchemaLoader<S extends TSchema> = () => Promise<S>;

/**
 * Loads the validation code of a form: the zod resolver and the schema. Call it early when the user
 * shows intent (the form gets the focus), so the first submit does not wait for it.
 */
export function preloadValidation(loadSchema: TSchemaLoader<TSchema>): Promise<unknown> {
  return Promise.all([import('@hookform/resolvers/zod'), loadSchema()]);
}

/** A resolver that loads the zod resolver and the schema at its first use, then validates as useZodForm's does. */
export function lazyZodResolver<S extends TSchema>(
  loadSchema: TSchemaLoader<S>,
  messages: TIssueMessages,
): Resolver<z.input<S>, unknown, z.output<S>> {
  let loaded: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | undefined;
  const load = () => {
    loaded ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) =>
        zodResolver(schema, { error: (issue) => issueMessageKey(messages, issue) }) as unknown as Resolver<
          z.input<S>,
          unknown,
          z.output<S>
        >,
      (error: unknown) => {
        loaded = undefined; // a failed download (offline) is tried again at the next submit
        throw error;
      },
    );
    return loaded;
  };
  return async (values, context, options) => (await load())(values, context, options);
}

/**
 * useZodForm (forms.ts) for a form on a page that must paint and respond before its validation code
 * has arrived (the /auth page, docs/decisions/011-prerendered-public-pages.md): the schema, and zod
 * with it, load at the first submit, or earlier with `preloadValidation`. Otherwise the same: every
 * field is checked on submit, the messages come from `messages`, the first field with an error gets
 * the focus.
 */
export function useLazyZodForm<S extends TSchema>(
  loadSchema: TSchemaLoader<S>,
  { messages, ...options }: TZodFormOptions<S>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const [resolver] = useState(() => lazyZodResolver(loadSchema, messages));
  return useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    resolver,
  });
}
