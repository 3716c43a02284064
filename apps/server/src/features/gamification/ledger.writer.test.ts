/**
 * The points ledger has one writer (ADR 017): no module of the server but ledger.writer.ts inserts into
 * points_ledger, however it names the table (`${pointsLedger}` in SQL, Drizzle's `.insert(pointsLedger)`, or the
 * table's name). Tests may still write entries of their own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../', import.meta.url));
const WRITER = 'features/gamification/ledger.writer.ts';
const INSERT = /insert\s+into\s+(?:\$\{pointsLedger\}|"?points_ledger"?)|\.insert\(\s*pointsLedger\s*\)/gi;

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : modules(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the points ledger’s writer', () => {
  it('is the only module that inserts into points_ledger', () => {
    const inserts = modules(SRC).flatMap((file) =>
      (readFileSync(file, 'utf8').match(INSERT) ?? []).map(() => relative(SRC, file)),
    );
    // Awards, debit, refund, expiry, the seed's history.
    expect(inserts.filter((file) => file === WRITER)).toHaveLength(5);
    expect(inserts.filter((file) => file !== WRITER)).toEqual([]);
  });
});
