// @openwell/coach: the AI coach's built-in engine as pure rules (issue 13, ADR 021): the facts an engine may know,
// the red-flag check (five languages) and the crisis lines, the medical scope check, intent matching, the daily tip
// and the replies. No clock, and no I/O but reading the safety net's model once: data and a translator come in, text
// comes out. The server streams it.
export * from './types.ts';
export { BASELINE_MIN_DAYS, WEEK_MIN_DAYS, coachFacts, roundTo, type TCoachFactsInput } from './facts.ts';
export { CRISIS_LINES, EMERGENCY_NUMBER, type TCrisisLine } from './crisis-lines.ts';
export { RED_FLAG_CATEGORIES, type TRedFlagCategory } from './red-flags.ts';
export { OUT_OF_SCOPE_TOPICS, type TOutOfScopeTopic } from './scope.ts';
export { detectOutOfScope, detectRedFlag } from './safety.ts';
export { INTENTS, matchIntent, type TIntent } from './intents.ts';
export { TIP_THRESHOLDS, renderTip, tipCandidates, type TTipCandidate } from './tips.ts';
export { builtinReply, safetyReply, declineReply, suggestedQuestions, type TBuiltinReply } from './replies.ts';
export { formatNumber } from './format.ts';
export { normalise } from './normalise.ts';
export {
  EVAL_FACTS,
  evalFacts,
  runEvalCase,
  type TEvalCase,
  type TEvalFactsName,
  type TEvalResponse,
  type TEvalResult,
} from './eval.ts';
