/**
 * health-data-versions.sql is what the migrations install: for every function and trigger of the health data version
 * (a function named health_data_versions_*, a trigger that runs one), the latest definition in src/db/migrations
 * (in the migrations' order; a DROP removes it) is the file's, statement for statement (comments and spacing aside).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SOURCE = new URL('./health-data-versions.sql', import.meta.url);
const MIGRATIONS = new URL('../../db/migrations/', import.meta.url);

/** A statement without its comments, its spacing normalised (and without the trailing semicolon). */
function normalise(statement: string): string {
  return statement
    .split('\n')
    .map((line) => line.replace(/^\s*--.*$/, ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/;\s*$/, '')
    .trim();
}

/** The statements of a file: between drizzle's breakpoints in a migration, between blank lines in the source. */
function statements(sql: string): string[] {
  const parts = sql.includes('--> statement-breakpoint') ? sql.split('--> statement-breakpoint') : sql.split(/\n\s*\n/);
  return parts.map(normalise).filter((statement) => statement !== '');
}

const CREATE = /^CREATE (?:OR REPLACE )?(FUNCTION|TRIGGER) (\w+)/i;
const DROP = /^DROP (FUNCTION|TRIGGER) (?:IF EXISTS )?(\w+)/i;

/** `FUNCTION name` / `TRIGGER name` -> its statement, for the health data version's objects, the last one winning. */
function versionObjects(statementList: readonly string[]): Map<string, string> {
  const objects = new Map<string, string>();
  for (const statement of statementList) {
    const created = CREATE.exec(statement);
    const dropped = DROP.exec(statement);
    if (created) {
      const [, kind, name] = created as unknown as [string, string, string];
      const ours =
        kind.toUpperCase() === 'FUNCTION'
          ? name.startsWith('health_data_versions_')
          : /EXECUTE FUNCTION health_data_versions_\w+\(/i.test(statement);
      if (ours) objects.set(`${kind.toUpperCase()} ${name}`, statement.replace(/^CREATE OR REPLACE /i, 'CREATE '));
    } else if (dropped) {
      const [, kind, name] = dropped as unknown as [string, string, string];
      objects.delete(`${kind.toUpperCase()} ${name}`);
    }
  }
  return objects;
}

describe('health-data-versions.sql', () => {
  it('defines every function and trigger of the health data version as the migrations install them', () => {
    const source = statements(readFileSync(SOURCE, 'utf8'));
    const migrated = readdirSync(MIGRATIONS)
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .flatMap((file) => statements(readFileSync(new URL(file, MIGRATIONS), 'utf8')));
    const fromSource = versionObjects(source);
    // Nothing else in the file: it is all functions and triggers of the version.
    expect(fromSource.size).toBe(source.length);
    expect([...fromSource.keys()].sort()).toEqual([
      'FUNCTION health_data_versions_connection_changed',
      'FUNCTION health_data_versions_deleted',
      'FUNCTION health_data_versions_written',
      'TRIGGER daily_metrics_deleted_version',
      'TRIGGER daily_metrics_inserted_version',
      'TRIGGER daily_metrics_updated_version',
      'TRIGGER wearable_connections_changed_version',
      'TRIGGER wearable_connections_deleted_version',
      'TRIGGER wearable_connections_inserted_version',
    ]);
    expect(Object.fromEntries(versionObjects(migrated))).toEqual(Object.fromEntries(fromSource));
  });
});
