/**
 * The repository explains itself: code and documents state their rules or cite ARCHITECTURE.md and docs/decisions/,
 * never a numbered section of a specification that is not in the repository. The test reads the sources and
 * documents of every workspace (not node_modules or build output) and takes well under a second.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'docs'];
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.md', '.html', '.css'];
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', '.builds', 'data', 'results', 'coverage']);
// Written in parts so that this file does not match itself.
const OUTSIDE_CITATION = new RegExp(['spec', ',?\\s+sections?\\s+\\d', '|spec\\s+§'].join(''), 'i');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) ? [] : files(path);
    return EXTENSIONS.some((extension) => entry.name.endsWith(extension)) ? [path] : [];
  });
}

describe('the repository stands on its own', () => {
  it('cites no section of a document outside the repository', () => {
    const all = [
      ...ROOTS.flatMap((root) => files(join(REPO, root))),
      ...['README.md', 'ARCHITECTURE.md', 'eslint.config.js'].map((name) => join(REPO, name)),
    ];
    expect(all.length).toBeGreaterThan(100);
    const citing = all.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (OUTSIDE_CITATION.test(line) ? [`${relative(REPO, file)}:${index + 1}`] : [])),
    );
    expect(citing).toEqual([]);
  });
});
