/**
 * No runtime import cycle in the server or the web app (docs/decisions/004-import-boundaries.md). ESLint's boundary
 * rules check each import on its own, so a cycle whose every step is allowed (feature A's index -> B's index -> A's
 * index) passes them; this test looks at the whole graph.
 *
 * The graph: every module under apps/server/src and apps/web/src and their static `import` and `export … from`
 * (relative paths and the web's `@/` alias; packages are not followed). Type-only imports (`import type`,
 * `export type`) are erased before anything runs and are left out; an import whose every name is `type` still loads
 * the module under verbatimModuleSyntax and counts. `import()` is left out: it loads the module later, never while
 * the importer is still being evaluated. The files are only parsed (no type-checking), so the test takes well under
 * a second.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const EXTENSIONS = ['.ts', '.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return EXTENSIONS.some((extension) => entry.name.endsWith(extension)) && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/** The module specifiers a file loads when it runs. */
export function runtimeImports(source: string, file: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const specifiers: string[] = [];
  for (const statement of sourceFile.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue;
      if (ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) continue;
      if (ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

function resolveModule(specifier: string, importer: string, aliasRoot: string | null): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = resolve(dirname(importer), specifier);
  else if (aliasRoot !== null && specifier.startsWith('@/')) base = join(aliasRoot, specifier.slice(2));
  else return null; // a package
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => join(base, `index${e}`))];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** Module -> the modules it loads at run time, for every source file under `root`. */
export function importGraph(root: string, aliasRoot: string | null = null): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const targets = runtimeImports(readFileSync(file, 'utf8'), file)
      .map((specifier) => resolveModule(specifier, file, aliasRoot))
      .filter((target): target is string => target !== null && target.startsWith(root));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** One cycle through each strongly connected component of more than one module (or a module that loads itself). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  // Tarjan's algorithm, iterative (a deep import chain would overflow the stack otherwise).
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; edge: number }> = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const target = edges[frame.edge++]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = component.length === 1 && edges.includes(frame.node);
        if (component.length > 1 || selfLoop) components.push(component);
      }
    }
  }
  return components.map((component) => shortestCycle(graph, new Set(component)));
}

/** A shortest cycle inside one component, from its first module (in path order) back to it. */
function shortestCycle(graph: Map<string, string[]>, component: Set<string>): string[] {
  const start = [...component].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head]!;
    for (const target of graph.get(node) ?? []) {
      if (!component.has(target)) continue;
      if (target === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start];
}

/** The graph with modules grouped into units (`unitOf` names each module's), edges inside a unit left out. */
export function unitGraph(graph: Map<string, string[]>, unitOf: (file: string) => string): Map<string, string[]> {
  const units = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const unit = unitOf(file);
    const edges = units.get(unit) ?? new Set<string>();
    units.set(unit, edges);
    for (const target of targets) if (unitOf(target) !== unit) edges.add(unitOf(target));
  }
  return new Map([...units].map(([unit, edges]) => [unit, [...edges]]));
}

const describeCycles = (cycles: string[][]) =>
  cycles.map((cycle) => cycle.map((file) => relative(REPO, file)).join('\n  -> '));

describe('runtime import cycles', () => {
  it('finds a cycle, leaves out type-only imports and follows re-exports', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a', 'd']],
      ['e', []],
    ]);
    expect(importCycles(graph)).toEqual([
      ['a', 'b', 'c', 'a'],
      ['d', 'd'],
    ]);
    // Files without a cycle can still make one between their folders.
    const files = new Map([
      ['x/1', ['y/1']],
      ['y/2', ['x/2']],
      ['x/2', []],
      ['y/1', []],
    ]);
    expect(importCycles(files)).toEqual([]);
    expect(importCycles(unitGraph(files, (file) => file.slice(0, 1)))).toEqual([['x', 'y', 'x']]);
    expect(
      runtimeImports(
        [
          "import type { A } from './types.ts';",
          "import { type B } from './loads-anyway.ts';",
          "import { c, type C } from './c.ts';",
          "import './side-effect.ts';",
          "export { d } from './d.ts';",
          "export type { E } from './e.ts';",
          "export * from './f.ts';",
          "const lazy = () => import('./lazy.ts');",
        ].join('\n'),
        'x.ts',
      ),
    ).toEqual(['./loads-anyway.ts', './c.ts', './side-effect.ts', './d.ts', './f.ts']);
  });

  describe('server', () => {
    const src = join(REPO, 'apps/server/src');
    const graph = importGraph(src);

    it('has none between modules', () => {
      expect(graph.size).toBeGreaterThan(100);
      expect(describeCycles(importCycles(graph))).toEqual([]);
    });

    // Every feature registers its routes through plugins/ and uses lib/: a module there that loaded a feature at run
    // time would close a cycle through that feature (plugins/endpoint-route.ts once loaded auth's route guard).
    it('has plugins/ and lib/ load no feature', () => {
      const shared = (file: string) => /^(plugins|lib)\//.test(relative(src, file));
      const feature = (file: string) => relative(src, file).startsWith('features/');
      const loads = [...graph].flatMap(([file, targets]) =>
        shared(file)
          ? targets.filter(feature).map((target) => `${relative(src, file)} -> ${relative(src, target)}`)
          : [],
      );
      expect(loads).toEqual([]);
    });
  });

  describe('web app', () => {
    const src = join(REPO, 'apps/web/src');
    const graph = importGraph(src, src);

    it('has none between modules', () => {
      expect(graph.size).toBeGreaterThan(100);
      expect(describeCycles(importCycles(graph))).toEqual([]);
    });

    // A feature uses another only through its index.ts (ESLint), and each step may be allowed while the steps make a
    // circle: features/<name> as one unit, the features form no cycle.
    it('has none between features', () => {
      const featureOf = (file: string) => /^features\/[^/]+/.exec(relative(src, file))?.[0] ?? relative(src, file);
      expect(importCycles(unitGraph(graph, featureOf)).map((cycle) => cycle.join(' -> '))).toEqual([]);
    });
  });
});
