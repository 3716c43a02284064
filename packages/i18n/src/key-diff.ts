import type { TResourceTree } from './index.ts';

/** Flattens a resource tree to dotted keys: `{ a: { b: 'x' } }` -> `['a.b']`. */
export function flattenKeys(tree: TResourceTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : flattenKeys(value, path);
  });
}

export interface TKeyDiff {
  /** Keys the reference has and the other does not. */
  missing: string[];
  /** Keys the other has and the reference does not. */
  extra: string[];
}

/** Compares one namespace of one language with the same namespace of the reference language. */
export function diffKeys(reference: TResourceTree, other: TResourceTree): TKeyDiff {
  const referenceKeys = new Set(flattenKeys(reference));
  const otherKeys = new Set(flattenKeys(other));
  return {
    missing: [...referenceKeys].filter((key) => !otherKeys.has(key)).sort(),
    extra: [...otherKeys].filter((key) => !referenceKeys.has(key)).sort(),
  };
}
