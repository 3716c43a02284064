// @vitest-environment node
/**
 * Every translation key written in the web code exists in English: keys are literal
 * `t('namespace:path.key')` calls, so a scan of the sources finds them all.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '@openwell/i18n';
import { flattenKeys } from '@openwell/i18n/key-diff.ts';
import { resources } from '@openwell/i18n/resources.ts';

const SRC = fileURLToPath(new URL('.', import.meta.url));
const KEY_CALL = /\bt\(\s*'([a-z]+):([A-Za-z0-9_.-]+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('translation keys used by the web app', () => {
  const used = sourceFiles(SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(KEY_CALL)].map((match) => ({
      file: file.slice(SRC.length),
      namespace: match[1] ?? '',
      key: match[2] ?? '',
    })),
  );

  it('finds the keys', () => {
    expect(used.length).toBeGreaterThan(50);
  });

  it('uses only known namespaces and keys that exist in English', () => {
    const missing = used.filter(({ namespace, key }) => {
      if (!(NAMESPACES as readonly string[]).includes(namespace)) return true;
      const tree = resources.en[namespace as (typeof NAMESPACES)[number]];
      return !flattenKeys(tree).includes(key);
    });
    expect(missing.map(({ file, namespace, key }) => `${file}: ${namespace}:${key}`)).toEqual([]);
  });
});
