import { PRIORITY, type TRedFlagCategory } from './red-flags.ts';
import type { TOutOfScopeTopic } from './scope.ts';
import {
  DIAGNOSIS,
  EMERGENCY_CLASSES,
  MEDICATION,
  notEmergency,
  SAFETY_CLASSES,
  safetyFeatures,
} from './safety-net/features.ts';
import { probabilities, type TSafetyNetModel } from './safety-net/model.ts';
import { safetyNetModel, trustedRules } from './safety-net/net.ts';

/**
 * Whether the net overrules the rules that are not trusted: it is at least as sure that the message is no emergency
 * as the veto of the message's length (`vetoes`, learnt out of fold; the shorter the message, the higher the bar, and
 * on the shortest none: they are statements, "je veux me tuer"). The training script reads the same rule when it
 * learns the vetoes and the threshold.
 */
export function netOverrules(net: Pick<TSafetyNetModel, 'vetoes'>, harmless: number, words: number): boolean {
  let veto: number | undefined;
  for (const entry of net.vetoes) if (words >= entry.fromWords) veto = entry.veto;
  return veto !== undefined && harmless >= veto;
}

/** Whether a scope rule's decline stands: the net finds the two medical topics together at least `scopeVeto` likely.
 * The training script reads the same rule when it chooses `scopeVeto`. */
export function scopeRuleStands(net: Pick<TSafetyNetModel, 'scopeVeto'>, chances: readonly number[]): boolean {
  return chances[MEDICATION]! + chances[DIAGNOSIS]! >= net.scopeVeto;
}

type TVerdict = { redFlag: TRedFlagCategory | null; outOfScope: TOutOfScopeTopic | null };
let last: { text: string; verdict: TVerdict } | undefined;

function verdictOf(text: string): TVerdict {
  if (last?.text === text) return last.verdict;
  const net = safetyNetModel();
  const trusted = trustedRules();
  const { hits, scope, words, features } = safetyFeatures(text);
  const chances = probabilities(net, features);
  const harmless = notEmergency(chances);
  // A trusted rule stands; any other stands unless the net overrules it. Of the categories that stand, the most
  // important.
  const overruled = netOverrules(net, harmless, words);
  const standing = new Set([...hits].filter(([name]) => !overruled || trusted.has(name)).map(([, hit]) => hit));
  let redFlag = PRIORITY.find((category) => standing.has(category)) ?? null;
  if (!redFlag && harmless < net.threshold) {
    const best = EMERGENCY_CLASSES.reduce((top, index) => (chances[index]! > chances[top]! ? index : top));
    redFlag = SAFETY_CLASSES[best] as TRedFlagCategory;
  }
  // A scope rule stands unless the net finds a medical question all but ruled out ("after my mum's diagnosis I want
  // to eat less sugar"); where no rule stands, the net declines alone when it finds one of the topics likely.
  let outOfScope = scope && scopeRuleStands(net, chances) ? scope : null;
  if (!outOfScope && Math.max(chances[MEDICATION]!, chances[DIAGNOSIS]!) > net.scopeThreshold) {
    outOfScope = chances[MEDICATION]! >= chances[DIAGNOSIS]! ? 'medication' : 'diagnosis';
  }
  const verdict = { redFlag, outOfScope };
  last = { text, verdict };
  return verdict;
}

/**
 * The red-flag check (ADR 023), deterministic, in any of the five languages whatever the person's, in two nets:
 * - the rules (red-flags.ts): the message's words matched with tolerance (case, accents, repeated letters, typos,
 *   inflections, compounds) against concepts combined within a window, plus exact patterns; harmless idioms and
 *   narrow negations masked first. A rule that never held on a harmless training message (a trusted rule) raises the
 *   flag on its own; any other rule does unless the net is at least as sure that the message is no emergency as the
 *   veto of the message's length (`vetoes`: 97 % from 4 words, 90 % from 8, 85 % from 16, never under 4 words);
 * - the safety net (safety-net/): a linear model over the words, letter groups, concepts, the rules that held and
 *   the message's tone and frame (emoji, laughter, negated concepts, question, past, media, awareness, length; the
 *   frames also with each concept), numbers with their units, trained
 *   on the evaluation sets, which raises the flag alone when "no emergency" is less likely than `threshold`.
 * Runs before any limit and any engine on every message.
 */
export function detectRedFlag(text: string): TRedFlagCategory | null {
  return verdictOf(text).redFlag;
}

/**
 * The medical scope: a medication or diagnosis question, declined (ADR 021, 023). The rules of scope.ts, unless the
 * safety net finds the two topics together less likely than `scopeVeto`; then the safety net alone when it finds one
 * of the two topics more likely than `scopeThreshold`.
 */
export function detectOutOfScope(text: string): TOutOfScopeTopic | null {
  return verdictOf(text).outOfScope;
}
