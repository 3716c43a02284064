import type { z } from 'zod';

/**
 * Which translated message a form field shows for a validation problem (see forms.ts). Free of zod
 * itself (types only), so a page can show a form whose validation code loads later (lazy-zod-form.ts).
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
