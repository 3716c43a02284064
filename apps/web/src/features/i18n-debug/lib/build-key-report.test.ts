import { describe, expect, it } from 'vitest';
import type { TResourceTree } from '@openwell/i18n';
import { buildKeyReport, type TLoadedResources } from './build-key-report.ts';

const tree = (value: TResourceTree) => value;

describe('buildKeyReport', () => {
  it('lists missing and extra keys per language and namespace against English', () => {
    const base = { common: tree({ a: 'A', b: { c: 'C' } }), landing: tree({ x: 'X' }) };
    const resources = {
      en: base,
      de: { common: tree({ a: 'A', extra: 'E' }), landing: tree({ x: 'X' }) },
    } as unknown as TLoadedResources;
    const [en, de] = buildKeyReport(resources, ['en', 'de'], ['common', 'landing']);
    expect(en).toMatchObject({ language: 'en', missingCount: 0, extraCount: 0 });
    expect(de?.missingCount).toBe(1);
    expect(de?.extraCount).toBe(1);
    expect(de?.namespaces[0]).toEqual({ namespace: 'common', referenceCount: 2, missing: ['b.c'], extra: ['extra'] });
    expect(de?.namespaces[1]).toEqual({ namespace: 'landing', referenceCount: 1, missing: [], extra: [] });
  });
});
