import type { TRedFlagCategory } from '../red-flags.ts';

/** One language's red-flag patterns, written against normalise() output (lower case, no accents, no apostrophes). */
export type TRedFlagPatterns = Record<TRedFlagCategory, readonly RegExp[]>;
