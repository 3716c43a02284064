/**
 * Every language has exactly the keys of English, in every namespace, with the same placeholders,
 * and every namespace file on disk is registered (NAMESPACES, loaders, resources).
 *
 * Plurals follow i18next: `key_one`, `key_other`, … (the categories of `Intl.PluralRules`, plus
 * `_zero`). A language must have each plural form English has and the language uses, and may add
 * forms English lacks but the language uses (French and Italian `_many`); i18next falls back to
 * `_other` when a form is missing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  NAMESPACES,
  WEB_NAMESPACES,
  loaders,
  type TLanguage,
  type TNamespace,
  type TResourceTree,
} from './index.ts';
import { diffKeys, flattenKeys } from './key-diff.ts';
import { resources } from './resources.ts';

const LOCALES_DIR = new URL('../locales/', import.meta.url);
const REFERENCE: TLanguage = 'en';
const OTHERS = LANGUAGES.filter((language) => language !== REFERENCE);
const PLURAL_KEY = /^(.+)_(ordinal_)?(zero|one|two|few|many|other)$/;

interface TPluralKey {
  base: string;
  ordinal: boolean;
  category: string;
}

function parsePluralKey(key: string): TPluralKey | null {
  const match = PLURAL_KEY.exec(key);
  return match ? { base: match[1]!, ordinal: Boolean(match[2]), category: match[3]! } : null;
}

function pluralGroupId(plural: TPluralKey): string {
  return plural.ordinal ? `${plural.base}_ordinal` : plural.base;
}

function categoriesOf(language: string, ordinal: boolean): Set<string> {
  const rules = new Intl.PluralRules(language, { type: ordinal ? 'ordinal' : 'cardinal' });
  return new Set(rules.resolvedOptions().pluralCategories);
}

/** Plural groups of one namespace: `steps` -> { one, other }, `place_ordinal` -> { one, two, few, other }. */
function pluralGroups(tree: TResourceTree): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>();
  for (const key of flattenKeys(tree)) {
    const plural = parsePluralKey(key);
    if (!plural) continue;
    const id = pluralGroupId(plural);
    const group = groups.get(id) ?? new Set<string>();
    group.add(plural.category);
    groups.set(id, group);
  }
  return groups;
}

function valueAt(tree: TResourceTree, key: string): unknown {
  let node: unknown = tree;
  for (const segment of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** `{{name}}`, `{{value, number}}` -> `{{name}}`, `{{value}}`; `$t(ns:key)` nestings; `<0>`, `<strong>` tags. */
function tokensOf(text: string): string[] {
  const placeholders = [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`);
  const nestings = [...text.matchAll(/\$t\(\s*([^,)\s]+)/g)].map((m) => `$t(${m[1]})`);
  const tags = [...text.matchAll(/<\/?([A-Za-z0-9]+)\s*\/?>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...placeholders, ...nestings, ...tags])].sort();
}

/** Leaves that are not strings (numbers, arrays, null) would be dropped silently by flattenKeys. */
function invalidLeaves(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) return [prefix || '(root)'];
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [];
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return invalidLeaves(value, path);
    return [path];
  });
}

function readLocaleFile(language: string, namespace: string): unknown {
  return JSON.parse(readFileSync(new URL(`${language}/${namespace}.json`, LOCALES_DIR), 'utf8'));
}

describe('registered namespaces and languages', () => {
  it('has one locales folder per language and nothing else', () => {
    const folders = readdirSync(LOCALES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders, 'locales/ folders must be exactly LANGUAGES').toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('locales/%s/ holds exactly the files of NAMESPACES', (language) => {
    const files = readdirSync(new URL(`${language}/`, LOCALES_DIR)).sort();
    const expected = NAMESPACES.map((namespace) => `${namespace}.json`).sort();
    const unregistered = files.filter((file) => !expected.includes(file));
    const absent = expected.filter((file) => !files.includes(file));
    expect(
      { unregistered, absent },
      `locales/${language}/: files not in NAMESPACES: [${unregistered.join(', ')}]; ` +
        `NAMESPACES without a file: [${absent.join(', ')}]`,
    ).toEqual({ unregistered: [], absent: [] });
  });

  it.each(LANGUAGES)('resources.ts and loaders register every namespace of %s from its own file', async (language) => {
    expect(Object.keys(resources[language]).sort(), `resources.ts, ${language}`).toEqual([...NAMESPACES].sort());
    expect(Object.keys(loaders[language]).sort(), `loaders in index.ts, ${language}`).toEqual(
      [...WEB_NAMESPACES].sort(),
    );
    for (const namespace of NAMESPACES) {
      const onDisk = readLocaleFile(language, namespace);
      expect(
        resources[language][namespace],
        `resources.ts ${language}.${namespace} is not locales/${language}/${namespace}.json`,
      ).toEqual(onDisk);
    }
    for (const namespace of WEB_NAMESPACES) {
      const onDisk = readLocaleFile(language, namespace);
      const loaded = await loaders[language][namespace]();
      expect(
        loaded.default,
        `loaders.${language}.${namespace} does not load locales/${language}/${namespace}.json`,
      ).toEqual(onDisk);
    }
  });
});

describe.each(NAMESPACES)('namespace %s', (namespace: TNamespace) => {
  const reference = resources[REFERENCE][namespace];
  const referenceGroups = pluralGroups(reference);

  it.each(LANGUAGES)('%s has only string values, none empty', (language) => {
    const tree = resources[language][namespace];
    const invalid = invalidLeaves(readLocaleFile(language, namespace));
    expect(
      invalid,
      `${language}/${namespace}.json: values that are not strings or objects: ${invalid.join(', ')}`,
    ).toEqual([]);
    const empty = flattenKeys(tree).filter((key) => {
      const value = valueAt(tree, key);
      return typeof value === 'string' && value.trim() === '';
    });
    expect(empty, `${language}/${namespace}.json: empty values: ${empty.join(', ')}`).toEqual([]);
  });

  it(`${REFERENCE} has every plural form English uses, and no others`, () => {
    const problems: string[] = [];
    for (const [id, forms] of referenceGroups) {
      const ordinal = id.endsWith('_ordinal');
      const needed = categoriesOf(REFERENCE, ordinal);
      const allowed = new Set([...needed, 'zero']);
      for (const category of needed) if (!forms.has(category)) problems.push(`${id}: _${category} missing`);
      for (const category of forms)
        if (!allowed.has(category)) problems.push(`${id}: _${category} is not an English form`);
    }
    expect(problems, `${REFERENCE}/${namespace}.json plural keys: ${problems.join('; ')}`).toEqual([]);
  });

  describe.each(OTHERS)('%s', (language) => {
    const tree = resources[language][namespace];
    const cardinal = categoriesOf(language, false);
    const ordinal = categoriesOf(language, true);
    /** A plural form English lacks but this language uses (French `_many`) is not an extra key. */
    const isAllowedExtraPlural = (key: string): boolean => {
      const plural = parsePluralKey(key);
      if (!plural || !referenceGroups.has(pluralGroupId(plural))) return false;
      return (plural.ordinal ? ordinal : cardinal).has(plural.category);
    };
    /** An English plural form this language does not use is not a missing key. */
    const isNotNeededPlural = (key: string): boolean => {
      const plural = parsePluralKey(key);
      if (!plural || plural.category === 'other' || plural.category === 'zero') return false;
      return referenceGroups.has(pluralGroupId(plural)) && !(plural.ordinal ? ordinal : cardinal).has(plural.category);
    };

    it('has no missing and no extra keys', () => {
      const diff = diffKeys(reference, tree);
      const missing = diff.missing.filter((key) => !isNotNeededPlural(key));
      const extra = diff.extra.filter((key) => !isAllowedExtraPlural(key));
      expect(
        { missing, extra },
        `${language}/${namespace}.json compared with ${REFERENCE}: missing [${missing.join(', ')}], extra [${extra.join(', ')}]`,
      ).toEqual({ missing: [], extra: [] });
    });

    it('has the same placeholders, nestings and tags as English', () => {
      const problems: string[] = [];
      for (const key of flattenKeys(tree)) {
        const value = valueAt(tree, key);
        if (typeof value !== 'string') continue;
        const plural = parsePluralKey(key);
        const group = plural && referenceGroups.get(pluralGroupId(plural));
        if (plural && group) {
          // Any form may drop {{count}} ("un jour"); none may bring a token English does not know.
          const suffix = plural.ordinal ? '_ordinal_' : '_';
          const englishForms = [...group].map((category) => valueAt(reference, `${plural.base}${suffix}${category}`));
          const known = new Set([
            '{{count}}',
            ...englishForms.flatMap((form) => (typeof form === 'string' ? tokensOf(form) : [])),
          ]);
          const unknown = tokensOf(value).filter((token) => !known.has(token));
          if (unknown.length > 0) problems.push(`${key}: ${unknown.join(' ')} not in English`);
          if (plural.category === 'other') {
            const english = valueAt(reference, key);
            if (typeof english === 'string' && tokensOf(english).join(' ') !== tokensOf(value).join(' ')) {
              problems.push(
                `${key}: ${tokensOf(value).join(' ') || '(none)'} instead of ${tokensOf(english).join(' ') || '(none)'}`,
              );
            }
          }
          continue;
        }
        const english = valueAt(reference, key);
        if (typeof english !== 'string') continue; // reported by the key diff
        const expected = tokensOf(english).join(' ');
        const actual = tokensOf(value).join(' ');
        if (expected !== actual) problems.push(`${key}: ${actual || '(none)'} instead of ${expected || '(none)'}`);
      }
      expect(
        problems,
        `${language}/${namespace}.json placeholders differ from ${REFERENCE}: ${problems.join('; ')}`,
      ).toEqual([]);
    });

    it('has every plural form English has and the language uses', () => {
      const groups = pluralGroups(tree);
      const problems: string[] = [];
      for (const [id, englishForms] of referenceGroups) {
        const isOrdinal = id.endsWith('_ordinal');
        const uses = isOrdinal ? ordinal : cardinal;
        const forms = groups.get(id) ?? new Set<string>();
        for (const category of englishForms) {
          if ((uses.has(category) || category === 'zero') && !forms.has(category))
            problems.push(`${id}: _${category} missing`);
        }
        for (const category of forms) {
          if (!uses.has(category) && category !== 'zero')
            problems.push(`${id}: _${category} is not a ${language} plural form`);
        }
      }
      for (const id of groups.keys())
        if (!referenceGroups.has(id)) problems.push(`${id}: plural forms English does not have`);
      expect(problems, `${language}/${namespace}.json plural keys: ${problems.join('; ')}`).toEqual([]);
    });
  });
});
