// @vitest-environment node
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanOldBuilds, currentFingerprint, fingerprint, switchTo, workspaceDependencies } from './build.ts';

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'openwell-build-'));
  write('package-lock.json', '{}');
  write('apps/web/package.json', JSON.stringify({ dependencies: { '@openwell/i18n': '*', react: '*' } }));
  write('apps/web/index.html', '<div id="root"></div>');
  write('apps/web/vite.config.ts', 'export default {};');
  write('apps/web/src/main.tsx', 'export {};');
  write('apps/web/src/main.test.tsx', 'test');
  write('apps/web/public/robots.txt', 'User-agent: *');
  write('packages/i18n/package.json', JSON.stringify({ name: '@openwell/i18n', dependencies: { '@openwell/x': '*' } }));
  write('packages/i18n/src/index.ts', 'export const a = 1;');
  write('packages/x/package.json', JSON.stringify({ name: '@openwell/x' }));
  write('packages/x/index.ts', 'export {};');
  write('packages/coach/package.json', JSON.stringify({ name: '@openwell/coach' }));
  write('packages/coach/index.ts', 'export {};');
  write('apps/server/src/server.ts', 'export {};');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const print = (env: NodeJS.ProcessEnv = {}) => fingerprint({ repoRoot: root, webDir: join(root, 'apps/web'), env });

describe('web build fingerprint', () => {
  it('finds the workspace packages the web app imports, transitively', () => {
    expect(workspaceDependencies(root, join(root, 'apps/web'))).toEqual([
      join(root, 'packages/i18n'),
      join(root, 'packages/x'),
    ]);
  });

  it.each([
    'apps/web/src/main.tsx',
    'apps/web/src/new-file.ts',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/public/robots.txt',
    'packages/i18n/src/index.ts',
    'packages/x/index.ts',
    'package-lock.json',
  ])('changes when %s changes', (path) => {
    const before = print();
    write(path, 'changed');
    expect(print()).not.toBe(before);
  });

  it.each([
    'apps/web/src/main.test.tsx',
    'apps/server/src/server.ts',
    'packages/coach/index.ts',
    'README.md',
    'apps/web/dist/index.html',
    'apps/web/.builds/abc-1-ff/index.html',
    'apps/web/node_modules/x/index.js',
  ])('does not change when %s changes', (path) => {
    const before = print();
    write(path, 'changed');
    expect(print()).toBe(before);
  });

  it('changes with a VITE_ variable, not with others', () => {
    expect(print({ VITE_API_BASE_URL: 'https://api.example.com' })).not.toBe(print());
    expect(print({ PORT: '3000' })).toBe(print());
  });
});

describe('web build switch', () => {
  const webDir = () => join(root, 'apps/web');
  const build = (name: string, print: string) => {
    write(`apps/web/.builds/${name}/index.html`, print);
    write(`apps/web/.builds/${name}/.fingerprint`, print);
    return join(webDir(), '.builds', name);
  };

  it('replaces a real dist folder (an older build) by the symlink and reads the fingerprint through it', () => {
    write('apps/web/dist/index.html', 'old');
    switchTo(webDir(), build('aa-1-01', 'aa'));
    expect(readFileSync(join(webDir(), 'dist/index.html'), 'utf8')).toBe('aa');
    expect(currentFingerprint(webDir())).toBe('aa');
  });

  it('cleans up neither the build in use nor one whose builder is alive', () => {
    const deadPid = 2 ** 22 + 17; // above Linux's pid_max: no such process
    const inUse = build(`aa-${deadPid}-01`, 'aa');
    build(`bb-${deadPid}-02`, 'bb');
    const beingWritten = build(`cc-${process.pid}-03`, 'cc');
    write('apps/web/.builds/not-ours/file', 'x');
    switchTo(webDir(), inUse);
    expect(cleanOldBuilds(webDir())).toEqual([`bb-${deadPid}-02`]);
    expect(readdirSync(join(webDir(), '.builds')).sort()).toEqual(
      [`aa-${deadPid}-01`, `cc-${process.pid}-03`, 'not-ours'].sort(),
    );
    expect(existsSync(beingWritten)).toBe(true);
  });

  it('two builds and switches at once (two processes) leave dist complete, and a reader never sees it incomplete', async () => {
    // Each process builds slowly (many files, index.html first), switches in and cleans up, three times over.
    const child = join(root, 'child.ts');
    writeFileSync(
      child,
      `import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAndSwitch } from ${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'build.ts')).href)};
const [webDir, print] = process.argv.slice(2);
for (let round = 0; round < 3; round++) {
  await buildAndSwitch(webDir, print, async (dir) => {
    writeFileSync(join(dir, 'index.html'), print);
    for (let i = 0; i < 200; i++) {
      writeFileSync(join(dir, 'file-' + i + '.js'), print);
      if (i % 20 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
}
`,
    );
    const run = (print: string) =>
      new Promise<number | null>((resolve) => {
        spawn(process.execPath, [child, webDir(), print], { stdio: 'inherit' }).on('exit', resolve);
      });
    const problems: string[] = [];
    let reading = true;
    const reader = (async () => {
      while (reading) {
        const dist = join(webDir(), 'dist');
        if (existsSync(dist)) {
          // One resolution of the link per look, as a request does. A build switched out may be removed while it is
          // read (ADR 024: a request in flight across a switch); only what dist still points to afterwards counts.
          const build = realpathSync(dist);
          const seen: string[] = [];
          try {
            const print = readFileSync(join(build, 'index.html'), 'utf8');
            if (!['aaaa', 'bbbb'].includes(print)) seen.push(`index.html: ${print}`);
            const names = readdirSync(build);
            if (names.length !== 202 || !names.includes('.fingerprint')) seen.push(`incomplete: ${names.length}`);
          } catch (error) {
            seen.push(String(error)); // e.g. ENOENT of a folder deleted under the reader
          }
          if (seen.length > 0 && realpathSync(dist) === build) problems.push(...seen);
        }
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();
    const codes = await Promise.all([run('aaaa'), run('bbbb')]);
    reading = false;
    await reader;
    expect(codes).toEqual([0, 0]);
    expect(problems).toEqual([]);
    expect(['aaaa', 'bbbb']).toContain(currentFingerprint(webDir()));
    expect(readdirSync(join(webDir(), 'dist'))).toHaveLength(202);
    // Both builders have exited: the next cleanup leaves only the build in use.
    cleanOldBuilds(webDir());
    expect(readdirSync(join(webDir(), '.builds'))).toHaveLength(1);
  });
});
