import { Matcher, maskedBy, maskedText, ruleHolds, tokenise } from './matching.ts';
import { DE } from './red-flags/de.ts';
import { EN } from './red-flags/en.ts';
import { DE_FAMILIES, EN_FAMILIES, FR_FAMILIES, IT_FAMILIES, NL_FAMILIES, extend } from './red-flags/families.ts';
import { DE_ROUND3, DIALECT, EN_ROUND3, FR_ROUND3, IT_ROUND3, NL_ROUND3 } from './red-flags/families-round3.ts';
import { FR } from './red-flags/fr.ts';
import { IT } from './red-flags/it.ts';
import { NL } from './red-flags/nl.ts';
import type { TRedFlagLanguage } from './red-flags/types.ts';
import { COMMON_WORDS } from './red-flags/common-words.ts';

/** What the red-flag check recognises (coachEngine:safety.<category>). */
export const RED_FLAG_CATEGORIES = [
  'chest_pain',
  'stroke',
  'breathing',
  'anaphylaxis',
  'suicide_self_harm',
  'unconscious',
  'severe_bleeding',
  'overdose_poisoning',
  'eating_disorder',
] as const;
export type TRedFlagCategory = (typeof RED_FLAG_CATEGORIES)[number];

/** When a message names several, the one whose caring text matters most is reported (every reply gives 112). */
const PRIORITY: readonly TRedFlagCategory[] = [
  'suicide_self_harm',
  'overdose_poisoning',
  'chest_pain',
  'stroke',
  'anaphylaxis',
  'breathing',
  'unconscious',
  'severe_bleeding',
  'eating_disorder',
];

const LANGUAGES: readonly TRedFlagLanguage[] = [
  extend(extend(EN, EN_FAMILIES), EN_ROUND3),
  extend(extend(DE, DE_FAMILIES), DE_ROUND3),
  extend(extend(NL, NL_FAMILIES), NL_ROUND3),
  extend(extend(FR, FR_FAMILIES), FR_ROUND3),
  extend(extend(IT, IT_FAMILIES), IT_ROUND3),
];
/** Every word any language's lexicon names, and common words near alarming ones: matched exactly, never as typos. */
const KNOWN_WORDS = [
  ...LANGUAGES.flatMap((language) =>
    Object.values(language.lexicon).flatMap((specs) => specs.flatMap((spec) => spec.split(' '))),
  ).filter((word) => /^[a-z]+$/.test(word)),
  ...COMMON_WORDS,
];
const COMPILED = LANGUAGES.map((language) => ({ language, matcher: new Matcher(language.lexicon, KNOWN_WORDS) }));
const IDIOMS = LANGUAGES.flatMap((language) => language.idioms);

/** Every category the message fires, in no particular order (the benchmark and the tests read it). */
export function redFlagsOf(text: string): Set<TRedFlagCategory> {
  const found = flagsOf(text);
  // Dialect forms ("nimma", "koa Luft", "ni meer") are also read in their standard form.
  const standard = DIALECT.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), text);
  if (standard !== text) for (const category of flagsOf(standard)) found.add(category);
  return found;
}

function flagsOf(text: string): Set<TRedFlagCategory> {
  const tokens = tokenise(text);
  const masked = maskedBy(tokens, IDIOMS);
  const plain = maskedText(tokens, masked);
  const found = new Set<TRedFlagCategory>();
  for (const { language, matcher } of COMPILED) {
    const concepts = matcher.concepts(tokens, masked);
    for (const candidate of language.rules) {
      if (!found.has(candidate.category) && ruleHolds(candidate, concepts, tokens)) found.add(candidate.category);
    }
    for (const category of RED_FLAG_CATEGORIES) {
      if (!found.has(category) && language.patterns[category].some((pattern) => pattern.test(plain))) {
        found.add(category);
      }
    }
  }
  return found;
}

/**
 * Deterministic, in any of the five languages whatever the person's (ADR 023): the message's words matched with
 * tolerance (case, accents, repeated letters, typos, inflections, compounds) against concepts combined within a
 * window, plus exact patterns; harmless idioms and narrow negations masked first. Runs before any limit and any
 * engine on every message. Recall matters more than precision: a false alarm costs a kind message with numbers.
 */
export function detectRedFlag(text: string): TRedFlagCategory | null {
  const found = redFlagsOf(text);
  return PRIORITY.find((category) => found.has(category)) ?? null;
}
