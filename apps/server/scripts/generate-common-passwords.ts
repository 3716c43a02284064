import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Writes the shipped list of the 10,000 most common passwords (src/features/auth/common-passwords.txt) from the
 * ranked password dictionary of @zxcvbn-ts/language-common (most common first): lower-cased, deduplicated, one per
 * line. The generated file is committed; the package is only a dev dependency for regenerating it.
 *
 *   npm exec -- node apps/server/scripts/generate-common-passwords.ts
 */
export const COMMON_PASSWORD_COUNT = 10_000;

export function topCommonPasswords(ranked: readonly string[], count = COMMON_PASSWORD_COUNT): string[] {
  const seen = new Set<string>();
  for (const entry of ranked) {
    const password = entry.trim().toLowerCase();
    if (password === '') continue;
    seen.add(password);
    if (seen.size === count) break;
  }
  return [...seen];
}

async function main(): Promise<void> {
  const passwords = topCommonPasswords(dictionary['passwords-common']);
  if (passwords.length !== COMMON_PASSWORD_COUNT) {
    throw new Error(`expected ${COMMON_PASSWORD_COUNT} passwords, the dictionary gave ${passwords.length}`);
  }
  const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'features', 'auth', 'common-passwords.txt');
  await writeFile(target, `${passwords.join('\n')}\n`);
  process.stdout.write(`wrote ${passwords.length} passwords to ${target}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
