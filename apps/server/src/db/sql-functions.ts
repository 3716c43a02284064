import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_FOLDER } from './migrate.ts';

/**
 * SQL functions written by hand (ADR 002, "SQL functions"): each has its single source in `src/db/sql/<name>.sql`, and
 * migrations are made from that file, never written by hand. A migration is never edited once applied (the
 * Drizzle migrator applies every migration newer than the last one recorded and never looks at an applied one again),
 * so a change to a function is a new migration that drops and creates it: `npm run db:function` writes it
 * (scripts/sql-function-migration.ts), and the test beside this file (and `npm run db:check`) fail while the latest
 * migration that creates a function differs from its source.
 */
export const SQL_FUNCTIONS = ['openwell_session_user'] as const;
export type TSqlFunction = (typeof SQL_FUNCTIONS)[number];

export const SQL_SOURCE_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sql');

const BREAKPOINT = '--> statement-breakpoint';

/** A statement without its `--` comment lines and surrounding blank lines: what the database runs. */
export function statementOf(text: string): string {
  return text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n')
    .trim();
}

/** The source file's text, comments included. */
export function readFunctionSource(name: TSqlFunction): string {
  return readFileSync(path.join(SQL_SOURCE_FOLDER, `${name}.sql`), 'utf8');
}

const createsFunction = (statement: string, name: string) =>
  new RegExp(`^CREATE\\s+(OR\\s+REPLACE\\s+)?FUNCTION\\s+${name}\\s*\\(`, 'i').test(statement);

/** The statement of the latest migration (journal order) that creates `name`, and that migration's tag. */
export function latestMigrationDefinition(
  name: TSqlFunction,
  migrationsFolder = MIGRATIONS_FOLDER,
): { tag: string; statement: string } | null {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  let latest: { tag: string; statement: string } | null = null;
  for (const { tag } of journal.entries) {
    const text = readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8');
    for (const chunk of text.split(BREAKPOINT)) {
      const statement = statementOf(chunk);
      if (createsFunction(statement, name)) latest = { tag, statement };
    }
  }
  return latest;
}

/** The argument types of a `CREATE FUNCTION name(p_a text, p_b uuid)` statement: `text, uuid`, what DROP names. */
export function argumentTypesOf(statement: string): string {
  const match = /FUNCTION\s+\w+\s*\(([^)]*)\)/i.exec(statement);
  if (!match) throw new Error('Not a CREATE FUNCTION statement');
  return match[1]!
    .split(',')
    .map((argument) => argument.trim().split(/\s+/).slice(1).join(' '))
    .filter(Boolean)
    .join(', ');
}

/**
 * The body of the next migration of `name`: drop the function as the latest migration created it (its columns or
 * arguments may change, which CREATE OR REPLACE cannot do), then create it from the source.
 */
export function functionMigrationSql(name: TSqlFunction, migrationsFolder = MIGRATIONS_FOLDER): string {
  const previous = latestMigrationDefinition(name, migrationsFolder);
  const header =
    `-- ${name}: made from its single source, src/db/sql/${name}.sql, by \`npm run db:function\` (ADR 002).\n` +
    '-- Edit that file and make a new migration; never change this one.\n';
  const create = `${statementOf(readFunctionSource(name))}\n`;
  if (!previous) return `${header}${create}`;
  return `${header}DROP FUNCTION ${name}(${argumentTypesOf(previous.statement)});\n${BREAKPOINT}\n${create}`;
}

/** Functions whose latest migration differs from their source, with what to do (empty when all match). */
export function sqlFunctionDrift(migrationsFolder = MIGRATIONS_FOLDER): string[] {
  const problems: string[] = [];
  for (const name of SQL_FUNCTIONS) {
    const latest = latestMigrationDefinition(name, migrationsFolder);
    const source = statementOf(readFunctionSource(name));
    if (!latest) problems.push(`${name}: no migration creates it (src/db/sql/${name}.sql)`);
    else if (latest.statement !== source) {
      problems.push(
        `${name}: src/db/sql/${name}.sql differs from its latest migration (${latest.tag}). ` +
          `Run \`npm run db:function --workspace @openwell/server -- ${name} <migration_name>\` and commit the migration.`,
      );
    }
  }
  return problems;
}
