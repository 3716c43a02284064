import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrate.ts';
import {
  SQL_FUNCTIONS,
  argumentTypesOf,
  functionMigrationSql,
  latestMigrationDefinition,
  readFunctionSource,
  sqlFunctionDrift,
  statementOf,
} from './sql-functions.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A copy of a migrations folder with one more migration (as `npm run db:function` would add it). */
function migrationsWith(base: string, tag: string, sql: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'openwell-sql-functions-'));
  folders.push(folder);
  cpSync(base, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<Record<string, unknown>> };
  journal.entries.push({ idx: journal.entries.length, version: '7', when: Date.now(), tag, breakpoints: true });
  writeFileSync(journalPath, JSON.stringify(journal));
  writeFileSync(path.join(folder, `${tag}.sql`), sql);
  return folder;
}

describe('SQL functions: one source each, migrations made from it (ADR 002)', () => {
  it.each(SQL_FUNCTIONS)('the latest migration that creates %s is its source file', (name) => {
    const latest = latestMigrationDefinition(name);
    expect(latest, `no migration creates ${name}`).not.toBeNull();
    expect(latest!.statement).toBe(statementOf(readFunctionSource(name)));
  });

  it('finds nothing to do while every migration matches its source', () => {
    expect(sqlFunctionDrift()).toEqual([]);
  });

  it('reports a source that no migration has made yet, and the next migration makes it', () => {
    const source = statementOf(readFunctionSource('openwell_session_user'));
    // A later migration that created the function otherwise: the source is now behind, as after an edit of the source.
    const other = source.replace('FUNCTION', 'OR REPLACE FUNCTION').replace('LIMIT 1;', 'LIMIT 2;');
    const behind = migrationsWith(MIGRATIONS_FOLDER, '9998_other_session_user', `${other}\n`);
    expect(sqlFunctionDrift(behind)).toEqual([
      expect.stringMatching(/^openwell_session_user: .*9998_other_session_user/),
    ]);

    const next = functionMigrationSql('openwell_session_user', behind);
    expect(next).toMatch(
      /^-- openwell_session_user: made from its single source, src\/db\/sql\/openwell_session_user\.sql/,
    );
    expect(next.split('--> statement-breakpoint').map(statementOf)).toEqual([
      'DROP FUNCTION openwell_session_user(text);',
      source,
    ]);
    expect(sqlFunctionDrift(migrationsWith(behind, '9999_session_user', next))).toEqual([]);
  });

  it('names the argument types a DROP needs', () => {
    expect(argumentTypesOf('CREATE FUNCTION f(p_token text) RETURNS int')).toBe('text');
    expect(argumentTypesOf('CREATE FUNCTION f(a uuid, b timestamp with time zone)')).toBe(
      'uuid, timestamp with time zone',
    );
    expect(argumentTypesOf('CREATE FUNCTION f()')).toBe('');
  });
});
