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
export const PRIORITY: readonly TRedFlagCategory[] = [
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
const CODES = ['en', 'de', 'nl', 'fr', 'it'] as const;
const COMPILED = LANGUAGES.map((language, index) => ({
  code: CODES[index]!,
  language,
  matcher: new Matcher(language.lexicon, KNOWN_WORDS),
}));
const IDIOMS = LANGUAGES.flatMap((language) => language.idioms);

/** Every category the message fires, in no particular order (the benchmark and the tests read it). */
export function redFlagsOf(text: string): Set<TRedFlagCategory> {
  return new Set(ruleHitsOf(text).values());
}

/**
 * Every rule and pattern the message fires, by name ("en:r12": the 13th English rule, "de:p:stroke:2": the third
 * German stroke pattern), with its category. The safety net learns how far each can be trusted.
 */
export function ruleHitsOf(text: string, reading: TAnalysis = analyse(text)): Map<string, TRedFlagCategory> {
  const hits = hitsOf(reading);
  // Dialect forms ("nimma", "koa Luft", "ni meer") are also read in their standard form.
  const standard = DIALECT.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), text);
  if (standard !== text) for (const [name, category] of hitsOf(analyse(standard))) hits.set(name, category);
  return hits;
}

/** The red-flag check's reading of a message: its tokens, the idioms' mask and each language's concepts per token. */
export function analyse(text: string) {
  const tokens = tokenise(text);
  const masked = maskedBy(tokens, IDIOMS);
  const concepts = COMPILED.map(({ matcher }) => matcher.concepts(tokens, masked));
  return { tokens, masked, concepts };
}
export type TAnalysis = ReturnType<typeof analyse>;

function hitsOf({ tokens, masked, concepts: conceptsByLanguage }: TAnalysis): Map<string, TRedFlagCategory> {
  const plain = maskedText(tokens, masked);
  const hits = new Map<string, TRedFlagCategory>();
  for (const [index, { code, language }] of COMPILED.entries()) {
    const concepts = conceptsByLanguage[index]!;
    language.rules.forEach((candidate, number) => {
      if (ruleHolds(candidate, concepts, tokens)) hits.set(`${code}:r${number}`, candidate.category);
    });
    for (const category of RED_FLAG_CATEGORIES) {
      language.patterns[category].forEach((pattern, number) => {
        if (pattern.test(plain)) hits.set(`${code}:p:${category}:${number}`, category);
      });
    }
  }
  return hits;
}
