import { FALLBACK_LANGUAGE, type TLanguage, type TNamespace, type TResourceTree } from './index.ts';
import { resources } from './resources.ts';

/**
 * Translation outside the browser (e-mails, the coach's built-in engine): one namespace of the eager resources,
 * English as the fallback for a missing key, `{{name}}` interpolation and i18next-style plurals (`key_one`,
 * `key_other`, chosen by `Intl.PluralRules` when a `count` is given). Values are inserted as they are: escape them for
 * HTML where the result goes into markup.
 */
export type TTranslateFn = (path: string, values?: Record<string, string | number>) => string;

function lookup(tree: TResourceTree, path: string): string | undefined {
  let node: string | TResourceTree | undefined = tree;
  for (const segment of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[segment];
  }
  return typeof node === 'string' ? node : undefined;
}

function resolve(namespace: TNamespace, language: TLanguage, path: string, count: number | undefined) {
  const tree = resources[language][namespace];
  if (count === undefined) return lookup(tree, path);
  const category = new Intl.PluralRules(language).select(count);
  return lookup(tree, `${path}_${category}`) ?? lookup(tree, `${path}_other`);
}

/** Translates `namespace:path` in `language`; throws for a key missing even in English (a programming error). */
export function translate(
  namespace: TNamespace,
  language: TLanguage,
  path: string,
  values: Record<string, string | number> = {},
): string {
  const count = typeof values.count === 'number' ? values.count : undefined;
  const template = resolve(namespace, language, path, count) ?? resolve(namespace, FALLBACK_LANGUAGE, path, count);
  if (template === undefined) throw new Error(`Missing translation ${namespace}:${path}`);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/** `translate` bound to one namespace and language. */
export function translator(namespace: TNamespace, language: TLanguage): TTranslateFn {
  return (path, values) => translate(namespace, language, path, values);
}
