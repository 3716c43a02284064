import { describe, expect, it } from 'vitest';
import { METADATA_PAIRS_MAX, METADATA_VALUE_MAX, metadataLines } from './audit-metadata.ts';

describe('audit details as text', () => {
  it('write each detail as key and value, nested values as compact JSON', () => {
    expect(
      metadataLines({ fields: ['name', 'status'], from: 'employee', to: 'admin', seats: 20, demo: false, gone: null })
        .pairs,
    ).toEqual([
      ['fields', 'name, status', 'name, status'],
      ['from', 'employee', 'employee'],
      ['to', 'admin', 'admin'],
      ['seats', '20', '20'],
      ['demo', 'false', 'false'],
      ['gone', '–', '–'],
    ]);
    expect(metadataLines({ replaced: [] }).pairs).toEqual([['replaced', '–', '–']]);
    expect(metadataLines({ merged: { into: 'Sales', members: 7 } }).pairs).toEqual([
      ['merged', '{"into":"Sales","members":7}', '{"into":"Sales","members":7}'],
    ]);
  });

  it('keep markup as plain text and cut long values, keeping the whole for a tooltip', () => {
    const [[, shown, full]] = metadataLines({ name: `<img src=x onerror=alert(1)>${'x'.repeat(200)}` }).pairs as [
      [string, string, string],
    ];
    expect(shown.startsWith('<img src=x onerror=alert(1)>')).toBe(true);
    expect(shown).toHaveLength(METADATA_VALUE_MAX);
    expect(shown.endsWith('…')).toBe(true);
    expect(full).toHaveLength(228);
    expect(metadataLines({ note: 'two\nlines\tand tabs' }).pairs[0]![1]).toBe('two lines and tabs');
  });

  it('shorten ids, keeping the whole for a tooltip', () => {
    const id = '8b139a87-7ea7-44b5-8765-c58b5ff186cc';
    expect(metadataLines({ invitationId: id }).pairs).toEqual([['invitationId', '8b139a87…', id]]);
  });

  it('show a few details and count the rest', () => {
    const many = Object.fromEntries(Array.from({ length: 9 }, (_, index) => [`k${index}`, index]));
    const lines = metadataLines(many);
    expect(lines.pairs).toHaveLength(METADATA_PAIRS_MAX);
    expect(lines.more).toBe(9 - METADATA_PAIRS_MAX);
    expect(metadataLines({})).toEqual({ pairs: [], more: 0 });
  });
});
