// @vitest-environment node
/**
 * Only `INITIAL_NAMESPACES` are loaded at start; every other namespace must be named where it is
 * used, so react-i18next waits for it: `useTranslation(['pages', 'errors'])`. This test reads the
 * sources and checks that each component names every namespace its `t('ns:key')` calls use, and
 * that a component importing a helper that translates (a function taking `t`) names the helper's
 * namespaces too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { INITIAL_NAMESPACES } from './lib/i18n.ts';

const SRC = fileURLToPath(new URL('.', import.meta.url));
const KEY_CALL = /\bt\(\s*'([a-z]+):[A-Za-z0-9_.-]+'/g;
const USE_TRANSLATION = /useTranslation\(\s*(\[[^\]]*\]|'[a-z]+')?/g;
const IMPORT = /from '([^']+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

interface TFileInfo {
  path: string;
  used: Set<string>;
  /** Namespaces named in useTranslation calls; null when the file never calls it. */
  declared: Set<string> | null;
  imports: string[];
}

function analyse(path: string): TFileInfo {
  const source = readFileSync(path, 'utf8');
  const used = new Set([...source.matchAll(KEY_CALL)].map((match) => match[1] ?? ''));
  const calls = [...source.matchAll(USE_TRANSLATION)];
  let declared: Set<string> | null = null;
  if (calls.length > 0) {
    declared = new Set<string>();
    for (const call of calls) {
      const argument = call[1];
      if (!argument)
        declared.add('common'); // the default namespace
      else for (const quoted of argument.matchAll(/'([a-z]+)'/g)) declared.add(quoted[1] ?? '');
    }
  }
  const imports = [...source.matchAll(IMPORT)].map((match) => basename(match[1] ?? ''));
  return { path: path.slice(SRC.length), used, declared, imports };
}

describe('translation namespaces', () => {
  const files = sourceFiles(SRC).map(analyse);
  const initial = new Set<string>(INITIAL_NAMESPACES);
  const helpers = new Map(
    files.filter((file) => file.declared === null && file.used.size > 0).map((file) => [basename(file.path), file]),
  );

  it('each component names the namespaces it uses', () => {
    const problems: string[] = [];
    for (const file of files) {
      if (file.declared === null) continue;
      const needed = new Set(file.used);
      for (const name of file.imports) for (const ns of helpers.get(name)?.used ?? []) needed.add(ns);
      for (const ns of needed) {
        if (!initial.has(ns) && !file.declared.has(ns))
          problems.push(`${file.path}: uses "${ns}" without useTranslation('${ns}')`);
      }
    }
    expect(problems).toEqual([]);
  });
});
