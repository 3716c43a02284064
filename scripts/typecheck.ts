/**
 * `npm run typecheck`: every workspace's `typecheck` script (tsc on its tsconfig), as many at once as the machine has
 * cores, the largest first, so a 2-core CI machine is not left waiting on one long chain (ADR 006). Each workspace's
 * output is printed whole when it ends; the exit code is 1 when any failed.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/** The workspaces with a typecheck script, the slowest first (measured: the apps and bench take 3-6 times longer). */
const SLOW_FIRST = ['apps/web', 'apps/server', 'bench', 'packages/coach'];

function workspacesWithTypecheck(): string[] {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  const folders = workspaces.flatMap((pattern) =>
    pattern.endsWith('/*') ? listFolders(pattern.slice(0, -2)) : [pattern],
  );
  const withScript = folders.filter((folder) => {
    try {
      const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as {
        scripts?: Record<string, string>;
      };
      return manifest.scripts?.typecheck !== undefined;
    } catch {
      return false;
    }
  });
  const rank = (folder: string) => (SLOW_FIRST.includes(folder) ? SLOW_FIRST.indexOf(folder) : SLOW_FIRST.length);
  return withScript.sort((a, b) => rank(a) - rank(b));
}

function listFolders(parent: string): string[] {
  return readdirSync(join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${parent}/${entry.name}`);
}

function typecheck(folder: string): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'typecheck'], { cwd: join(root, folder) });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`typecheck ${folder}: ${code === 0 ? 'ok' : `failed (exit ${code})`}, ${seconds} s`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = workspacesWithTypecheck();
let ok = true;
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let folder = queue.shift(); folder !== undefined; folder = queue.shift()) {
      ok = (await typecheck(folder)) && ok;
    }
  }),
);
process.exit(ok ? 0 : 1);
