import { squeeze, type TTokens } from '../matching.ts';
import { analyse, RED_FLAG_CATEGORIES, ruleHitsOf } from '../red-flags.ts';
import { scopeByRules } from '../scope.ts';

/** How the red-flag check read a message (red-flags.ts `analyse`). */
export type TMessageReading = {
  tokens: TTokens;
  masked: ReadonlySet<number>;
  /** Per language, the concepts found at each token. */
  concepts: readonly (readonly ReadonlySet<string>[])[];
};

/**
 * The safety net's view of a message (ADR 023): what a small linear model can weigh where the rules need an exact
 * combination. All from the red-flag check's own analysis (tokens, idiom mask, concepts), so both read the message the
 * same way:
 * - `w:` each word, letters squeezed ("diiiie" -> "die"); a word inside a harmless idiom counts as `m:` instead;
 * - `b:` two neighbouring words of one sentence;
 * - `c:` the letter groups of 3 to 5 of each word, with its edges ("<bru", "ust>"), which carry typos, inflections and
 *   compound parts ("brustschmerzen", "borstpijn");
 * - `k:` each concept the lexicons find (typos forgiven, in any language), and `p:` two concepts in one message;
 * - `n:` a number of at least 10 in digits (a count of pills);
 * - `r:` each red-flag rule or pattern that holds (by name), so the net learns which rules to believe.
 * Features are hashed into FEATURE_SPACE buckets (FNV-1a), so the model is a plain array of weights per class.
 */
export const FEATURE_SPACE = 1 << 18;

export function hashFeature(feature: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < feature.length; i++) {
    hash ^= feature.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % FEATURE_SPACE;
}

/** Each feature once, hashed (a message is a set of features; counts do not matter). */
export function featuresOf({ tokens, masked, concepts }: TMessageReading, ruleHits: Iterable<string>): number[] {
  const names = new Set<string>();
  for (const hit of ruleHits) names.add(`r:${hit}`);
  let previous: string | null = null;
  tokens.forEach((token, index) => {
    if (token === null) {
      previous = null;
      return;
    }
    const word = squeeze(token);
    if (masked.has(index)) {
      names.add(`m:${word}`);
      previous = null;
      return;
    }
    names.add(`w:${word}`);
    if (previous !== null) names.add(`b:${previous}_${word}`);
    previous = word;
    if (/^\d+$/.test(word)) {
      if (Number(word) >= 10) names.add('n:10+');
      return;
    }
    const edged = `<${word}>`;
    for (let size = 3; size <= 5; size++) {
      for (let start = 0; start + size <= edged.length; start++) names.add(`c:${edged.slice(start, start + size)}`);
    }
  });
  const found = new Set<string>();
  for (const perToken of concepts) for (const at of perToken) for (const concept of at) found.add(concept);
  const sorted = [...found].sort();
  for (const concept of sorted) names.add(`k:${concept}`);
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) names.add(`p:${sorted[i]}+${sorted[j]}`);
  }
  return [...new Set([...names].map(hashFeature))];
}

/** The safety net's classes: no emergency, each red-flag category, then the two medical topics (ADR 023). */
export const SAFETY_CLASSES = ['none', ...RED_FLAG_CATEGORIES, 'medication', 'diagnosis'] as const;
export const EMERGENCY_CLASSES = SAFETY_CLASSES.map((_, index) => index).filter((index) => index >= 1 && index <= 9);
export const MEDICATION = SAFETY_CLASSES.indexOf('medication');
export const DIAGNOSIS = SAFETY_CLASSES.indexOf('diagnosis');

/** What the net reads of a message besides its words: every rule that held, and the medical scope's rules. */
export function safetyFeatures(text: string) {
  const reading = analyse(text);
  const hits = ruleHitsOf(text, reading);
  const scope = scopeByRules(text);
  const words = reading.tokens.filter((token) => token !== null).length;
  return { hits, scope, words, features: featuresOf(reading, [...hits.keys(), ...(scope ? [`scope:${scope}`] : [])]) };
}

/** The chance that a message is no emergency (no emergency, or a medical question), from the class chances. */
export function notEmergency(chances: readonly number[]): number {
  return chances[0]! + chances[MEDICATION]! + chances[DIAGNOSIS]!;
}
