import { FALLBACK_LANGUAGE, isLanguage, type TLanguage, type TResourceTree } from '@openwell/i18n';
import { resources } from '@openwell/i18n/resources.ts';

/**
 * Server-side translation for e-mails and the development mailbox: the `mail` namespace of @openwell/i18n,
 * English as the fallback for a missing key, `{{name}}` interpolation and i18next-style plurals (`key_one`,
 * `key_other`, chosen by `Intl.PluralRules` when a `count` is given). Interpolated values are inserted as they are:
 * escape them for HTML where the result goes into markup.
 */

function lookup(tree: TResourceTree, path: string): string | undefined {
  let node: string | TResourceTree | undefined = tree;
  for (const segment of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[segment];
  }
  return typeof node === 'string' ? node : undefined;
}

function resolve(language: TLanguage, path: string, count: number | undefined): string | undefined {
  const tree = resources[language].mail;
  if (count === undefined) return lookup(tree, path);
  const category = new Intl.PluralRules(language).select(count);
  return lookup(tree, `${path}_${category}`) ?? lookup(tree, `${path}_other`);
}

/** Translates `mail:<path>`; throws for a key missing even in English (a programming error). */
export function translateMail(language: TLanguage, path: string, values: Record<string, string | number> = {}): string {
  const count = typeof values.count === 'number' ? values.count : undefined;
  const template = resolve(language, path, count) ?? resolve(FALLBACK_LANGUAGE, path, count);
  if (template === undefined) throw new Error(`Missing translation mail:${path}`);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/** The first supported language of an Accept-Language header, else English. */
export function languageFromAcceptLanguage(header: string | undefined): TLanguage {
  for (const entry of (header ?? '').split(',')) {
    const tag = entry.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (isLanguage(tag)) return tag;
  }
  return FALLBACK_LANGUAGE;
}
