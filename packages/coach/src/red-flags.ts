import { matchesAny, normalise } from './normalise.ts';
import { DE } from './red-flags/de.ts';
import { EN } from './red-flags/en.ts';
import { FR } from './red-flags/fr.ts';
import { IT } from './red-flags/it.ts';
import { NL } from './red-flags/nl.ts';

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
];

const ALL_LANGUAGES = [EN, DE, NL, FR, IT];

/**
 * Deterministic: the message in any of the five languages (case, accents and spacing ignored) against the patterns.
 * Runs before any engine on every message.
 */
export function detectRedFlag(text: string): TRedFlagCategory | null {
  const normalised = normalise(text);
  for (const category of PRIORITY) {
    if (ALL_LANGUAGES.some((patterns) => matchesAny(normalised, patterns[category]))) return category;
  }
  return null;
}
