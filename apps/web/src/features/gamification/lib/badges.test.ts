// @vitest-environment node
/**
 * badges.ts: a badge's texts take their figures from the catalogue's rule, formatted for the language; every badge of
 * the catalogue has its title and description in every language (the keys are dynamic, so the used-keys scanner
 * cannot follow them); ids this version does not know are left out.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@openwell/i18n';
import { i18n } from '@/lib/i18n.ts';
import { ACHIEVEMENTS, achievementById, badgeDescription, badgeTitle, knownBadges } from './badges.ts';

const badge = (id: string) => {
  const found = achievementById(id);
  if (!found) throw new Error(`No badge ${id} in the catalogue`);
  return found;
};

describe('badge texts', () => {
  it.each(LANGUAGES)('every catalogue badge has a title and a description in %s', (language) => {
    const missing = ACHIEVEMENTS.flatMap((entry) =>
      [entry.titleKey, entry.descriptionKey].filter((key) => !i18n.exists(key, { lng: language, fallbackLng: [] })),
    );
    expect(missing).toEqual([]);
  });

  it('names every figure a text uses from the rule, never a number of its own', () => {
    const t = i18n.getFixedT('en');
    for (const entry of ACHIEVEMENTS) {
      for (const key of [entry.titleKey, entry.descriptionKey]) {
        const text = t(key, { target: '{target}', windowDays: '{windowDays}' });
        expect(text, key).not.toMatch(/\d/);
      }
    }
  });

  it("fills in the rule's target and window, formatted for the language", () => {
    const en = i18n.getFixedT('en');
    const de = i18n.getFixedT('de');
    expect(badgeTitle(en, badge('steps_10k'), 'en')).toBe('10,000 steps');
    expect(badgeDescription(en, badge('steps_10k'), 'en')).toBe('Walk 10,000 steps in one day.');
    expect(badgeTitle(de, badge('steps_10k'), 'de')).toBe('10.000 Schritte');
    expect(badgeDescription(en, badge('active_week'), 'en')).toBe('Collect 150 active minutes within 7 days in a row.');
  });

  it('renders every badge in every language without a placeholder left over', () => {
    for (const language of LANGUAGES) {
      const t = i18n.getFixedT(language);
      for (const entry of ACHIEVEMENTS) {
        for (const text of [badgeTitle(t, entry, language), badgeDescription(t, entry, language)]) {
          expect(text, `${language} ${entry.id}`).not.toMatch(/\{\{|gamification:/);
          expect(text.length, `${language} ${entry.id}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('gives a badge without figures its text unchanged', () => {
    const en = i18n.getFixedT('en');
    expect(badgeTitle(en, badge('first_sync'), 'en')).toBe('First sync');
  });
});

describe('knownBadges', () => {
  it('keeps the order given and leaves out ids this version does not know', () => {
    expect(knownBadges(['streak_7', 'retired_badge', 'first_sync']).map((entry) => entry.id)).toEqual([
      'streak_7',
      'first_sync',
    ]);
    expect(knownBadges([])).toEqual([]);
  });

  it('returns the catalogue entries themselves', () => {
    expect(knownBadges(['level_5'])).toEqual([achievementById('level_5')]);
  });
});
