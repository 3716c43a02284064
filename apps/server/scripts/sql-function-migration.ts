// `npm run db:function -- <function> <migration-name>`: writes the next migration of a hand-written SQL function from
// its single source, src/db/sql/<function>.sql (ADR 002, "SQL functions"). drizzle-kit creates an empty custom
// migration (journal entry and snapshot included); this script fills it with DROP FUNCTION + CREATE FUNCTION from the
// source. Nothing is written when the latest migration already matches the source.
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_FOLDER } from '../src/db/migrate.ts';
import { functionMigrationSql, sqlFunctionDrift, SQL_FUNCTIONS, type TSqlFunction } from '../src/db/sql-functions.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function drizzleKit(args: string[]): Promise<number | null> {
  const bin = path.join(path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: serverDir, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', resolve);
  });
}

async function main(): Promise<number> {
  const [name, migrationName] = process.argv.slice(2);
  if (!name || !migrationName || !/^[a-z0-9_]+$/.test(migrationName)) {
    process.stderr.write(
      'Usage: npm run db:function --workspace @openwell/server -- <function> <migration_name>\n' +
        `Functions: ${SQL_FUNCTIONS.join(', ')}; the migration name in snake_case.\n`,
    );
    return 2;
  }
  if (!(SQL_FUNCTIONS as readonly string[]).includes(name)) {
    process.stderr.write(`Unknown function ${name}: add src/db/sql/${name}.sql and its name to SQL_FUNCTIONS.\n`);
    return 2;
  }
  if (!sqlFunctionDrift().some((problem) => problem.startsWith(`${name}:`))) {
    process.stdout.write(`${name}: the latest migration already matches src/db/sql/${name}.sql; nothing to do.\n`);
    return 0;
  }
  // Made before drizzle-kit adds the (empty) migration: DROP names the function as the latest migration created it.
  const body = functionMigrationSql(name as TSqlFunction);
  const code = await drizzleKit(['generate', '--custom', `--name=${migrationName}`]);
  if (code !== 0) return code ?? 1;
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const { tag } = journal.entries.at(-1)!;
  const file = path.join(MIGRATIONS_FOLDER, `${tag}.sql`);
  await writeFile(file, body); // in place of drizzle-kit's placeholder comment
  process.stdout.write(`Wrote ${path.relative(serverDir, file)}: review it, run the tests and commit it.\n`);
  return 0;
}

process.exitCode = await main();
