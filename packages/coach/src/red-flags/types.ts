import type { TLexicon, TRule } from '../matching.ts';
import type { TRedFlagCategory } from '../red-flags.ts';

/** One language's red-flag patterns, written against normalise() output (lower case, no accents, no apostrophes). */
export type TRedFlagPatterns = Record<TRedFlagCategory, readonly RegExp[]>;

/**
 * One language's red-flag check (ADR 023): exact `patterns` (regular expressions on the normalise() text, masked
 * idioms as "_"), a `lexicon` of concepts and `rules` combining them within a window, and `idioms`: harmless
 * phrasings ("dying to try", "this workout is killing me", "no chest pain") whose words are masked before anything is
 * matched. An idiom masks only its own words, so an emergency elsewhere in the message still fires.
 */
export type TRedFlagLanguage = {
  patterns: TRedFlagPatterns;
  lexicon: TLexicon;
  rules: readonly TRule<TRedFlagCategory>[];
  idioms: readonly RegExp[];
};

/**
 * A rule in short: `rule('chest_pain', 'CHEST PAIN', 5)`; flags `o` (in this order) and `m` (across sentences).
 */
export function rule(category: TRedFlagCategory, concepts: string, window = 1, flags = ''): TRule<TRedFlagCategory> {
  return {
    category,
    all: concepts.split(' ').filter(Boolean),
    window,
    ordered: flags.includes('o'),
    across: flags.includes('m'),
  };
}
