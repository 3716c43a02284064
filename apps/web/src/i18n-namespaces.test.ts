// @vitest-environment node
/**
 * Only `INITIAL_NAMESPACES` are loaded at start; every other namespace must be named where it is
 * used, so react-i18next waits for it: `useTranslation(['pages', 'errors'])`. This test reads the
 * sources and checks that each component names every namespace its `t('ns:key')` calls use, and
 * that a component importing a helper that translates (a function taking `t`) names the helper's
 * namespaces too. Each page route (PAGE_ROUTES, declared per feature in features/<feature>/<feature>.routes.ts) must load
 * with its code every namespace its page uses: the namespaces of every module the page's route module reaches through
 * its imports (through a feature's index.ts, only the exports it takes), so the page does not wait for a second
 * download. A page route declared twice (its name or its path) fails here too.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from './app/public-pages.ts';
import { PAGE_ROUTES } from './app/router.tsx';
import { FEATURE_PAGES } from './app/feature-pages.ts';
import { INITIAL_NAMESPACES } from './lib/i18n.ts';
import type { TPageRoute } from './lib/page-route.ts';

const SRC = fileURLToPath(new URL('.', import.meta.url));
const KEY_CALL = /\bt\(\s*'([a-z]+):[A-Za-z0-9_.-]+'/g;
const USE_TRANSLATION = /useTranslation\(\s*(\[[^\]]*\]|'[a-z]+')?/g;
const IMPORT = /from '([^']+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

interface TFileInfo {
  path: string;
  used: Set<string>;
  /** Namespaces named in useTranslation calls; null when the file never calls it. */
  declared: Set<string> | null;
  imports: string[];
}

/** Block and line comments (a line comment after `:`, as in a URL, is left). */
const COMMENT = /\/\*[\s\S]*?\*\/|(?<![:'"])\/\/.*$/gm;

function analyse(path: string, withoutComments = false): TFileInfo {
  const text = readFileSync(path, 'utf8');
  const source = withoutComments ? text.replace(COMMENT, '') : text;
  const used = new Set([...source.matchAll(KEY_CALL)].map((match) => match[1] ?? ''));
  const calls = [...source.matchAll(USE_TRANSLATION)];
  let declared: Set<string> | null = null;
  if (calls.length > 0) {
    declared = new Set<string>();
    for (const call of calls) {
      const argument = call[1];
      if (!argument)
        declared.add('common'); // the default namespace
      else for (const quoted of argument.matchAll(/'([a-z]+)'/g)) declared.add(quoted[1] ?? '');
    }
  }
  const imports = [...source.matchAll(IMPORT)].map((match) => basename(match[1] ?? ''));
  return { path: path.slice(SRC.length), used, declared, imports };
}

describe('translation namespaces', () => {
  const files = sourceFiles(SRC).map((path) => analyse(path));
  const initial = new Set<string>(INITIAL_NAMESPACES);
  const helpers = new Map(
    files.filter((file) => file.declared === null && file.used.size > 0).map((file) => [basename(file.path), file]),
  );

  it('each component names the namespaces it uses', () => {
    const problems: string[] = [];
    for (const file of files) {
      if (file.declared === null) continue;
      const needed = new Set(file.used);
      for (const name of file.imports) for (const ns of helpers.get(name)?.used ?? []) needed.add(ns);
      for (const ns of needed) {
        if (!initial.has(ns) && !file.declared.has(ns))
          problems.push(`${file.path}: uses "${ns}" without useTranslation('${ns}')`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/** A static import, a re-export or an `import()` of a module of the app: what it names (null: everything). */
interface TModuleImport {
  path: string;
  names: string[] | null;
}

const STATIC_IMPORT = /^(import|export)\s+(type\s+)?([^'";]*?)\s*from\s+'([^']+)'/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*'([^']+)'\s*\)/g;

/** The module a specifier names inside src/ (`@/…` or relative), or null for packages. */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return join(SRC, specifier.slice(2));
  if (specifier.startsWith('.')) return resolve(dirname(from), specifier);
  return null;
}

/** `{ A, B as C, type D }` (and a default or namespace binding) -> the exported names taken: A, B (null: all). */
function importedNames(clause: string): string[] | null {
  if (/\*/.test(clause)) return null;
  const braces = /\{([^}]*)\}/.exec(clause);
  const names = (braces?.[1] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0] ?? '');
  const outside = clause
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, ' ')
    .trim();
  if (outside) names.push('default');
  return names;
}

function moduleImports(path: string): TModuleImport[] {
  const source = readFileSync(path, 'utf8');
  const found: TModuleImport[] = [];
  for (const [, , typeOnly, clause = '', specifier = ''] of source.matchAll(STATIC_IMPORT)) {
    const target = resolveSpecifier(path, specifier);
    if (target && !typeOnly) found.push({ path: target, names: importedNames(clause) });
  }
  for (const [, specifier = ''] of source.matchAll(DYNAMIC_IMPORT)) {
    const target = resolveSpecifier(path, specifier);
    if (target) found.push({ path: target, names: null });
  }
  // (An `import()` in a comment may name no file.)
  return found.filter(
    (entry) => /\.(ts|tsx)$/.test(entry.path) && !/\.test\.(ts|tsx)$/.test(entry.path) && existsSync(entry.path),
  );
}

/** A feature's index.ts re-exports only (ADR 004): each exported name -> the module that defines it. */
function reExports(indexPath: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const entry of moduleImports(indexPath)) for (const name of entry.names ?? []) map.set(name, entry.path);
  return map;
}

/**
 * Every module a page's route module reaches: its imports, their imports, and so on; an import of a feature's
 * index.ts reaches only the modules that define the names taken (the bundler links it so, vite.config.ts).
 */
function reachedModules(routeModule: string): Set<string> {
  const reached = new Set<string>();
  const visit = (path: string) => {
    if (reached.has(path)) return;
    reached.add(path);
    for (const entry of moduleImports(path)) {
      if (basename(entry.path) === 'index.ts' && entry.names) {
        const exports = reExports(entry.path);
        for (const name of entry.names) {
          const defining = exports.get(name);
          if (defining) visit(defining);
        }
      } else visit(entry.path);
    }
  };
  visit(routeModule);
  return reached;
}

/**
 * The module a route's `load` imports, read from the function: `() => import('./pages/landing.tsx')`, which Vitest
 * turns into an import of `/src/features/landing/pages/landing.tsx`; null unless it is one `import()`.
 */
function loadedModule(load: () => unknown): string | null {
  const specifiers = [...load.toString().matchAll(/['"]\/src\/([^'"]+\.tsx)['"]/g)].map((match) => match[1] ?? '');
  const only = specifiers.length === 1 ? specifiers[0] : undefined;
  return only ? join(SRC, only) : null;
}

describe('page routes', () => {
  /** The feature whose `pages/` folder holds the route's module: `features/<feature>/pages/<route name>.tsx`. */
  const featureOf = (route: TPageRoute) => {
    const path = loadedModule(route.load) ?? '';
    const match = /^features\/([^/]+)\/pages\/([^/]+)\.tsx$/.exec(path.slice(SRC.length));
    return match?.[2] === route.name ? match[1] : undefined;
  };

  it('declares each page once: no two routes with one name or one path, no feature listed twice', () => {
    const twice = (values: readonly unknown[]) => values.filter((value, index) => values.indexOf(value) !== index);
    expect(twice(PAGE_ROUTES.map((route) => route.name))).toEqual([]);
    expect(twice(PAGE_ROUTES.map((route) => route.path))).toEqual([]);
    expect(twice(PAGE_ROUTES)).toEqual([]);
    expect(twice(FEATURE_PAGES.map((routes) => routes.map(featureOf)[0]))).toEqual([]);
  });

  it("loads each page with one import() of its own module, in its feature's pages/ folder", () => {
    const modules = PAGE_ROUTES.map((route) => loadedModule(route.load));
    for (const [index, path] of modules.entries()) {
      const name = PAGE_ROUTES[index]?.name ?? '';
      expect(path && existsSync(path), name).toBe(true);
      expect(modules.indexOf(path), `${name} shares its module`).toBe(index);
    }
    // A feature declares its own pages, `features/<feature>/pages/<route name>.tsx` (scripts/prerender.ts finds a
    // public page's chunks by this name); the app shell's own pages are in app/routes.
    for (const routes of FEATURE_PAGES) {
      const features = routes.map((route) => featureOf(route) ?? `${route.name}: ${loadedModule(route.load)}`);
      expect(new Set(features).size, features.join(', ')).toBe(1);
    }
    const declared = new Set(FEATURE_PAGES.flat());
    for (const route of PAGE_ROUTES.filter((candidate) => !declared.has(candidate))) {
      expect(dirname(loadedModule(route.load) ?? ''), route.name).toBe(join(SRC, 'app', 'routes'));
    }
    for (const page of PUBLIC_PAGES) {
      const route = PAGE_ROUTES.find((candidate) => candidate.path === page.path);
      expect(route && declared.has(route), page.path).toBe(true);
    }
  });

  it('each page route loads the namespaces its page uses', () => {
    const initial = new Set<string>(INITIAL_NAMESPACES);
    const problems: string[] = [];
    for (const route of PAGE_ROUTES) {
      const loaded = new Set<string>(route.namespaces);
      const needed = new Map<string, string>();
      for (const path of reachedModules(loadedModule(route.load) ?? '')) {
        const { used, declared } = analyse(path, true);
        for (const ns of [...used, ...(declared ?? [])]) if (!needed.has(ns)) needed.set(ns, path.slice(SRC.length));
      }
      for (const [ns, where] of needed) {
        if (!initial.has(ns) && !loaded.has(ns))
          problems.push(`${route.name} (${route.path}): ${where} uses "${ns}", which the route does not load`);
      }
    }
    expect(problems).toEqual([]);
  });
});
