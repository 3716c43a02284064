import type { TFunction } from 'i18next';
import {
  ACHIEVEMENTS,
  achievementById,
  type TAchievementCategory,
  type TAchievementDefinition,
} from '@openwell/gamification';

export { ACHIEVEMENTS, achievementById, type TAchievementCategory, type TAchievementDefinition };

/**
 * The figures of a badge's rule, for its texts ("Walk {{target}} steps in one day"): taken from the catalogue, so a
 * text can never name another number than the rule checks. Numbers are formatted for the language.
 */
function ruleValues(badge: TAchievementDefinition, language: string): Record<string, string | number> {
  const number = new Intl.NumberFormat(language);
  const rule = badge.rule;
  const values: Record<string, string | number> = {};
  if ('target' in rule) values.target = number.format(rule.target);
  if ('windowDays' in rule) values.windowDays = number.format(rule.windowDays);
  return values;
}

/**
 * A badge's title (`gamification:badges.<id>.title`, the catalogue's titleKey). The keys are dynamic, so the
 * scanner cannot follow them: badges.test.ts checks every catalogue id has both texts in every language.
 */
export function badgeTitle(t: TFunction, badge: TAchievementDefinition, language: string): string {
  return t(badge.titleKey, ruleValues(badge, language));
}

/** How a badge is earned (`gamification:badges.<id>.description`). */
export function badgeDescription(t: TFunction, badge: TAchievementDefinition, language: string): string {
  return t(badge.descriptionKey, ruleValues(badge, language));
}

/** The catalogue's badges among `ids`, in the order given; ids this version does not know are left out. */
export function knownBadges(ids: readonly string[]): TAchievementDefinition[] {
  return ids.flatMap((id) => {
    const badge = achievementById(id);
    return badge ? [badge] : [];
  });
}
