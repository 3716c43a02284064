import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENTS } from '@openwell/contracts';
import { LANGUAGES, loaders, type TResourceTree } from '@openwell/i18n';
import { LEGAL_SECTIONS, legalDocumentKeys, legalSectionKeys } from './legal-documents.ts';

const UI_KEYS = ['ui.version', 'ui.effective', 'ui.contents'];
/** The note beside the terms' section on points (points-expiry-note.tsx): not part of the document. */
const NOTE_KEYS = ['title', 'general', 'yours_one', 'yours_other', 'yoursNever', 'disclaimer'].map(
  (key) => `notes.pointsExpiry.${key}`,
);

function flatten(tree: TResourceTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : flatten(value, path);
  });
}

/** Every key the legal pages build, without the `legal:` namespace prefix. */
function expectedKeys(): string[] {
  const keys = [...UI_KEYS, ...NOTE_KEYS];
  for (const document of LEGAL_DOCUMENTS) {
    keys.push(`${document}.title`, ...legalDocumentKeys(document).map((key) => key.replace(/^legal:/, '')));
  }
  return keys.sort();
}

describe('legal document structure', () => {
  it.each(LEGAL_DOCUMENTS)('%s has 8 to 16 sections with unique ids', (document) => {
    const ids = LEGAL_SECTIONS[document].map((section) => section.id);
    expect(ids.length).toBeGreaterThanOrEqual(8);
    expect(ids.length).toBeLessThanOrEqual(16);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('places a bullet list only where there are items, after an existing paragraph', () => {
    for (const document of LEGAL_DOCUMENTS) {
      for (const section of LEGAL_SECTIONS[document]) {
        const keys = legalSectionKeys(document, section);
        expect(keys.before.length + keys.after.length).toBe(section.paragraphs);
        if (section.listAfter !== undefined) expect(section.items ?? 0).toBeGreaterThan(0);
        if (keys.items.length > 0) expect(keys.before.length).toBeGreaterThan(0);
      }
    }
  });

  it.each(LANGUAGES)('legal.json in %s has exactly the keys the pages build, none empty', async (language) => {
    const { default: tree } = await loaders[language].legal();
    const keys = flatten(tree).sort();
    expect(keys).toEqual(expectedKeys());
    const empty = keys.filter((key) => {
      const value = key.split('.').reduce<unknown>((node, part) => (node as TResourceTree)[part], tree);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });
});
