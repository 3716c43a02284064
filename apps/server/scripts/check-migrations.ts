// `npm run db:check`: fails when the `*.tables.ts` schema has changes that no committed migration
// contains. Runs `drizzle-kit generate` against a temporary copy of src/db/migrations (the repo is
// never modified) and fails if it produced anything. Fails too when a hand-written SQL function's
// source (src/db/sql/<name>.sql) differs from the latest migration that creates it (ADR 002).
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sqlFunctionDrift } from '../src/db/sql-functions.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const migrationsDir = path.join(serverDir, 'src', 'db', 'migrations');
const schemaDir = path.join(serverDir, 'src', 'features');
const sharedSchemaDir = path.join(serverDir, 'src', 'db');
const TIMEOUT_MS = 120_000;

function drizzleKitBin(): string {
  const entry = createRequire(import.meta.url).resolve('drizzle-kit');
  return path.join(path.dirname(entry), 'bin.cjs');
}

async function listFiles(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full), await readFile(full, 'utf8'));
  }
  return files;
}

function run(args: string[], cwd: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [drizzleKitBin(), ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

async function main(): Promise<number> {
  const drift = sqlFunctionDrift();
  if (drift.length > 0) {
    process.stderr.write(`db:check FAILED: SQL functions differ from their source.\n${drift.join('\n')}\n`);
    return 1;
  }
  const workDir = await mkdtemp(path.join(tmpdir(), 'openwell-db-check-'));
  try {
    const outDir = path.join(workDir, 'migrations');
    await cp(migrationsDir, outDir, { recursive: true });
    // drizzle-kit only takes paths relative to its working directory (it prefixes './').
    const config = {
      dialect: 'postgresql',
      schema: [
        `${path.relative(workDir, schemaDir).split(path.sep).join('/')}/**/*.tables.ts`,
        `${path.relative(workDir, sharedSchemaDir).split(path.sep).join('/')}/*.tables.ts`,
      ],
      out: './migrations',
    };
    const configPath = path.join(workDir, 'drizzle.check.config.mjs');
    await writeFile(configPath, `export default ${JSON.stringify(config, null, 2)};\n`);
    const before = await listFiles(outDir);
    const { code, output } = await run(['generate', '--config', configPath], workDir);
    const after = await listFiles(outDir);
    const changed = [...after.keys()].filter((file) => before.get(file) !== after.get(file));
    if (changed.length > 0) {
      const sqlFiles = changed.filter((file) => file.endsWith('.sql'));
      const preview = sqlFiles.map((file) => `--- ${file}\n${after.get(file) ?? ''}`).join('\n');
      process.stderr.write(
        'db:check FAILED: the schema (*.tables.ts) has changes that no committed migration contains.\n' +
          'Run `npm run db:generate` and commit the new files in apps/server/src/db/migrations.\n' +
          `The missing migration would be:\n${preview}\n`,
      );
      return 1;
    }
    // drizzle-kit exits 0 on some errors: only its explicit answer counts as a pass.
    if (code !== 0 || !/No schema changes/i.test(output)) {
      process.stderr.write(
        `${output}\ndb:check FAILED: drizzle-kit generate did not confirm the schema (exit ${code}).\n`,
      );
      return 1;
    }
    process.stdout.write('db:check: migrations match the schema.\n');
    return 0;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
