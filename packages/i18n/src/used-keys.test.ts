/**
 * Every translation key the web app writes literally exists in English. Keys are written in full,
 * `namespace:path.to.key` (index.ts); a key without its namespace fails too.
 *
 * The scanner parses each source file with the TypeScript compiler (so comments and unrelated
 * strings are ignored) and collects:
 *   t('ns:key')  t("ns:key")  t(`ns:key`)  i18next.t('ns:key')  i18n.t(…)   (any `….t(…)` call)
 *   <Trans i18nKey="ns:key" />  i18nKey={'ns:key'}
 * A template literal with `${…}` is dynamic and skipped. A key used with a `count` option (or a
 * `count` prop on the same element) resolves through its plural forms, `key_other` and friends.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { NAMESPACES, type TResourceTree } from './index.ts';
import { resources } from './resources.ts';

const WEB_SRC = new URL('../../../apps/web/src/', import.meta.url);

export interface TKeyUsage {
  file: string;
  line: number;
  key: string;
  withCount: boolean;
}

function literalText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  return null;
}

function isTranslateCall(node: ts.CallExpression): boolean {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 't';
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 't';
}

function hasCountOption(node: ts.CallExpression): boolean {
  return node.arguments
    .slice(1)
    .some(
      (argument) =>
        ts.isObjectLiteralExpression(argument) &&
        argument.properties.some(
          (property) =>
            (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) &&
            property.name !== undefined &&
            (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) &&
            property.name.text === 'count',
        ),
    );
}

/** Literal translation keys in one source file. */
export function scanSource(source: string, file: string): TKeyUsage[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const usages: TKeyUsage[] = [];
  const add = (node: ts.Node, key: string, withCount: boolean) => {
    const line = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
    usages.push({ file, line, key, withCount });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && isTranslateCall(node)) {
      const key = literalText(node.arguments[0]);
      if (key !== null) add(node, key, hasCountOption(node));
    } else if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name) && node.name.text === 'i18nKey') {
      const key = literalText(node.initializer);
      if (key !== null) {
        const attributes = node.parent.properties;
        const withCount = attributes.some(
          (attribute) =>
            ts.isJsxAttribute(attribute) && ts.isIdentifier(attribute.name) && attribute.name.text === 'count',
        );
        add(node, key, withCount);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return usages;
}

function stringAt(tree: TResourceTree | undefined, path: string): string | undefined {
  let node: string | TResourceTree | undefined = tree;
  for (const segment of path.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[segment];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Why a usage does not resolve in the English resources, or null when it does. */
export function problemOf(usage: TKeyUsage, english: Record<string, TResourceTree>): string | null {
  const separator = usage.key.indexOf(':');
  if (separator < 0) return "no namespace: write the key in full, t('namespace:path.to.key')";
  const namespace = usage.key.slice(0, separator);
  const path = usage.key.slice(separator + 1);
  if (!(NAMESPACES as readonly string[]).includes(namespace)) {
    return `unknown namespace "${namespace}" (NAMESPACES: ${NAMESPACES.join(', ')})`;
  }
  const tree = english[namespace];
  if (stringAt(tree, path) !== undefined) return null;
  if (usage.withCount && stringAt(tree, `${path}_other`) !== undefined) return null;
  if (!usage.withCount && stringAt(tree, `${path}_other`) !== undefined) {
    return `only plural forms exist (${path}_one, ${path}_other, …): pass { count }`;
  }
  return usage.withCount
    ? `missing in en/${namespace}.json (neither "${path}" nor "${path}_other")`
    : `missing in en/${namespace}.json`;
}

export function findProblems(usages: TKeyUsage[], english: Record<string, TResourceTree>): string[] {
  return usages.flatMap((usage) => {
    const problem = problemOf(usage, english);
    return problem ? [`${usage.file}:${usage.line} ${usage.key} — ${problem}`] : [];
  });
}

function webSourceFiles(): string[] {
  return readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.(ts|tsx)$/.test(file) && !file.endsWith('.d.ts'))
    .sort();
}

describe('the key scanner', () => {
  const english: Record<string, TResourceTree> = {
    ui: { close: 'Close', dialog: { title: 'Title' }, steps_one: '{{count}} step', steps_other: '{{count}} steps' },
  };
  const scan = (source: string) => findProblems(scanSource(source, 'demo.tsx'), english);

  it('accepts keys that exist, in every supported form', () => {
    const source = [
      "const a = t('ui:close');",
      'const b = t("ui:dialog.title");',
      'const c = t(`ui:close`);',
      "const d = i18next.t('ui:close');",
      "const e = t('ui:steps', { count: 3 });",
      'const f = <Trans i18nKey="ui:close" />;',
      "const g = <Trans i18nKey={'ui:steps'} count={n} />;",
    ].join('\n');
    expect(scanSource(source, 'demo.tsx')).toHaveLength(7);
    expect(findProblems(scanSource(source, 'demo.tsx'), english)).toEqual([]);
  });

  it('reports a missing key with file and line', () => {
    expect(scan("const ok = t('ui:close');\nconst bad = t('ui:dialog.subtitle');")).toEqual([
      'demo.tsx:2 ui:dialog.subtitle — missing in en/ui.json',
    ]);
  });

  it('reports missing keys in every form', () => {
    const source = [
      't("ui:nope1");',
      't(`ui:nope2`);',
      "i18n.t('ui:nope3');",
      '<Trans i18nKey="ui:nope4" />;',
      "<Trans i18nKey={'ui:nope5'} />;",
    ].join('\n');
    expect(scan(source)).toHaveLength(5);
  });

  it('reports a key without namespace, an unknown namespace and an object key', () => {
    const problems = scan("t('close'); t('nope:close'); t('ui:dialog');");
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('no namespace');
    expect(problems[1]).toContain('unknown namespace "nope"');
    expect(problems[2]).toContain('ui:dialog — missing');
  });

  it('needs count for a key that only has plural forms', () => {
    expect(scan("t('ui:steps');")[0]).toContain('pass { count }');
    expect(scan("t('ui:steps', { count });")).toEqual([]);
  });

  it('ignores comments, dynamic keys and other functions', () => {
    const source = [
      "// t('ui:in-a-comment')",
      "/** e.g. t('ui:in-jsdoc') */",
      't(`ui:${name}`);',
      't(key);',
      "format('ui:nope'); test('ui:nope'); it('ui:nope', () => {});",
    ].join('\n');
    expect(scanSource(source, 'demo.tsx')).toEqual([]);
  });
});

describe('keys used in apps/web/src', () => {
  const files = webSourceFiles();
  const usages = files.flatMap((file) =>
    scanSource(readFileSync(new URL(file, WEB_SRC), 'utf8'), `apps/web/src/${file}`),
  );

  it('finds the web sources and their keys', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(usages.length).toBeGreaterThan(0);
  });

  it('exist in English, written in full with their namespace', () => {
    const problems = findProblems(usages, resources.en);
    expect(problems, `translation keys that do not resolve:\n${problems.join('\n')}`).toEqual([]);
  });
});
