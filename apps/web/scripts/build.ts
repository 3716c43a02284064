/**
 * The web app's build (docs/decisions/024-atomic-web-build.md), run by `npm run build` (always builds) and by
 * `npm start` (scripts/start.ts calls `build({ ifChanged: true })`: builds only when the fingerprint of the inputs
 * changed since the last build).
 *
 * Each build goes into its own folder `.builds/<fingerprint>-<pid>-<random>/` (vite build, prerender.ts,
 * precompress.ts), gets a `.fingerprint` file, and is then switched in: `dist` is a symlink to the folder, replaced
 * by renaming a new symlink over it (rename(2) is atomic), so a reader of `dist/` sees the old complete build or the
 * new complete build, never one being written or deleted. Old folders are removed afterwards, except the one `dist`
 * points to and any folder whose building process (the pid in its name) is still alive.
 *
 *   node scripts/build.ts               build and switch in
 *   node scripts/build.ts --if-changed  exit at once when `dist` holds a build of the current inputs
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { lstatSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';

export const WEB_DIR = resolve(import.meta.dirname, '..');
const REPO_ROOT = resolve(WEB_DIR, '..', '..');
export const BUILDS = '.builds';
export const FINGERPRINT_FILE = '.fingerprint';

/** Folders never part of an input, and files that only tests read. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', BUILDS, 'coverage', '.vite']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
/** What of the web app goes into the build (everything else there, such as vitest.config.ts, does not). */
const WEB_INPUTS = ['index.html', 'package.json', 'tsconfig.json', 'vite.config.ts', 'src', 'public', 'scripts'];

function* files(path: string): Generator<string> {
  const info = statSync(path, { throwIfNoEntry: false });
  if (!info) return;
  if (info.isFile()) {
    if (!TEST_FILE.test(path)) yield path;
    return;
  }
  if (!info.isDirectory()) return;
  const entries = readdirSync(path).sort();
  for (const name of entries) {
    if (SKIPPED_DIRS.has(name)) continue;
    yield* files(join(path, name));
  }
}

/** The folders of the workspace packages `packageDir` depends on, transitively (read from package.json files). */
export function workspaceDependencies(repoRoot: string, packageDir: string): string[] {
  const packagesDir = join(repoRoot, 'packages');
  const byName = new Map<string, string>();
  for (const name of existsSync(packagesDir) ? readdirSync(packagesDir) : []) {
    const manifest = join(packagesDir, name, 'package.json');
    if (existsSync(manifest)) byName.set((JSON.parse(readFileSync(manifest, 'utf8')) as { name: string }).name, name);
  }
  const found = new Set<string>();
  const visit = (dir: string) => {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const dependency of Object.keys(manifest.dependencies ?? {})) {
      const folder = byName.get(dependency);
      if (folder === undefined || found.has(folder)) continue;
      found.add(folder);
      visit(join(packagesDir, folder));
    }
  };
  visit(packageDir);
  return [...found].sort().map((folder) => join(packagesDir, folder));
}

/**
 * A hash of everything the build reads: the web app's sources, config, index.html, public/ and build scripts, the
 * workspace packages it imports, package-lock.json (the installed dependencies) and the VITE_* variables (Vite
 * bakes them into the bundle). Test files are left out.
 */
export function fingerprint(options: { repoRoot?: string; webDir?: string; env?: NodeJS.ProcessEnv } = {}): string {
  const repoRoot = options.repoRoot ?? REPO_ROOT;
  const webDir = options.webDir ?? WEB_DIR;
  const env = options.env ?? process.env;
  const hash = createHash('sha256');
  const roots = [
    ...WEB_INPUTS.map((input) => join(webDir, input)),
    ...workspaceDependencies(repoRoot, webDir),
    join(repoRoot, 'package-lock.json'),
  ];
  for (const root of roots) {
    for (const file of files(root)) {
      hash.update(`${relative(repoRoot, file)}\0`);
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  for (const name of Object.keys(env).sort()) {
    if (name.startsWith('VITE_')) hash.update(`env:${name}=${env[name]}\0`);
  }
  return hash.digest('hex');
}

/** The fingerprint of the build `dist` points to, or null without a (complete, fingerprinted) build there. */
export function currentFingerprint(webDir: string = WEB_DIR): string | null {
  const dist = join(webDir, 'dist');
  try {
    if (!existsSync(join(dist, 'index.html'))) return null;
    return readFileSync(join(dist, FINGERPRINT_FILE), 'utf8').trim();
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid in a build folder's name (`<fingerprint>-<pid>-<random>`), or null for a name of another shape. */
function ownerOf(name: string): number | null {
  const match = /^[0-9a-f]+-(\d+)-[0-9a-f]+$/.exec(name);
  return match ? Number(match[1]) : null;
}

/** A new, empty, uniquely named build folder for `print`. */
export function newBuildDir(webDir: string, print: string): string {
  const dir = join(webDir, BUILDS, `${print.slice(0, 16)}-${process.pid}-${randomBytes(4).toString('hex')}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Points `dist` at `buildDir` atomically: a new symlink under a unique name is renamed over `dist`. A `dist` that is
 * a real folder (a build from before this scheme) is first moved into `.builds/` under this process's name, so the
 * cleanup removes it once the switch is done.
 */
export function switchTo(webDir: string, buildDir: string): void {
  const dist = join(webDir, 'dist');
  const info = lstatSync(dist, { throwIfNoEntry: false });
  if (info?.isDirectory()) {
    renameSync(dist, join(webDir, BUILDS, `0-${process.pid}-${randomBytes(4).toString('hex')}`));
  }
  const link = join(webDir, `.dist-${process.pid}-${randomBytes(4).toString('hex')}`);
  symlinkSync(relative(webDir, buildDir), link, 'dir');
  try {
    renameSync(link, dist);
  } catch (error) {
    rmSync(link, { force: true });
    throw error;
  }
}

/**
 * Removes old build folders: never the one `dist` points to, never one whose building process is alive (it may be
 * writing it, or about to switch to it). The owner is checked before `dist` is read: a builder that has exited has
 * switched already, so a folder it switched to is seen as the current one.
 */
export function cleanOldBuilds(webDir: string = WEB_DIR, keep: string[] = []): string[] {
  const buildsDir = join(webDir, BUILDS);
  const removed: string[] = [];
  for (const name of existsSync(buildsDir) ? readdirSync(buildsDir) : []) {
    const owner = ownerOf(name);
    if (owner === null || isAlive(owner)) continue;
    const dir = join(buildsDir, name);
    if (keep.some((kept) => resolve(kept) === dir)) continue;
    let current: string | null;
    try {
      current = resolve(webDir, readlinkSync(join(webDir, 'dist')));
    } catch {
      current = null; // no dist, or a real folder (not in .builds/)
    }
    if (current === dir) continue;
    rmSync(dir, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/** Builds with `build` into a new folder, marks it with `print` and switches `dist` to it; then cleans up. */
export async function buildAndSwitch(
  webDir: string,
  print: string,
  build: (outDir: string) => void | Promise<void>,
): Promise<string> {
  const dir = newBuildDir(webDir, print);
  try {
    await build(dir);
    if (!existsSync(join(dir, 'index.html'))) throw new Error(`the build wrote no index.html into ${dir}`);
    writeFileSync(join(dir, FINGERPRINT_FILE), `${print}\n`);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  switchTo(webDir, dir);
  cleanOldBuilds(webDir, [dir]);
  return dir;
}

/** The real build: vite build, then the prerendering and the precompression, all into `outDir`. */
function viteBuild(outDir: string): void {
  const require = createRequire(import.meta.url);
  const vite = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  const steps = [
    [vite, 'build', '--outDir', outDir, '--emptyOutDir'],
    [join(WEB_DIR, 'scripts', 'prerender.ts'), outDir],
    [join(WEB_DIR, 'scripts', 'precompress.ts'), outDir],
  ];
  for (const step of steps) {
    const result = spawnSync(process.execPath, step, { cwd: WEB_DIR, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`web build failed: node ${step.map((arg) => basename(arg)).join(' ')}`);
  }
}

/**
 * Builds the web app into a new folder and switches `dist` to it; with `ifChanged`, only when the fingerprint of its
 * inputs differs from the current build's. Logs what it did.
 */
export async function build(options: { ifChanged: boolean }): Promise<void> {
  const started = performance.now();
  const print = fingerprint();
  if (options.ifChanged && currentFingerprint() === print) {
    console.info(`web app unchanged since its last build (${print.slice(0, 12)}), not rebuilding`);
    return;
  }
  const dir = await buildAndSwitch(WEB_DIR, print, viteBuild);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`web app built into ${relative(WEB_DIR, dir)} in ${seconds} s; dist points to it`);
}

if (import.meta.main) await build({ ifChanged: process.argv.includes('--if-changed') });
