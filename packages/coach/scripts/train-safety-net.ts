/**
 * Trains the safety net (ADR 023) on the training sets and writes packages/coach/src/safety-net/model.json:
 *   npm run train:safety-net --workspace @openwell/coach
 * Deterministic: the same sets and sources give the same file. Learnt:
 * - the trusted rules: those that hold on at least TRUSTED_MIN_EMERGENCIES emergencies and on no other case;
 * - the weights, on every training case;
 * - by 5-fold cross-validation, on the cases each fold's net did not learn from: the threshold (how unlikely "no
 *   emergency" must be for the net to raise the flag alone), the largest at which the net's own alarms (where no rule
 *   stands) stay within MAX_NET_FALSE_ALARMS of the everyday cases; the scope threshold likewise, the lowest at which
 *   the net's own medical declines stay within MAX_SCOPE_FALSE_ALARMS; and the scope veto (how unlikely the two medical
 *   topics together must be for the net to overrule a scope rule), the largest at which the medical questions the
 *   scope rules decline lose at most MAX_SCOPE_RULES_OVERRULED of them.
 * - the vetoes (how sure the net must be that a message is no emergency to overrule a rule that is not trusted), one
 *   per length of message (VETO_LENGTHS: from 4, 8 and 16 words), out of fold: the lowest at which the net overrules
 *   at most VETO_BUDGET of that length's emergencies, never below the length's floor (VETO_FLOORS: the shorter, the
 *   higher). Under 4 words the net overrules no rule: short messages are statements ("je veux me tuer", "i wanna
 *   dye"), and a missed emergency costs more than a kind message with numbers. The threshold above is learnt with
 *   these vetoes.
 * The six trainings (five folds and the final net) run side by side in worker threads (train-safety-net-worker.ts);
 * each gives the same weights as it would alone. The held-out sets (eval/held-out/) are never read here.
 */
import { writeFileSync } from 'node:fs';
import { notEmergency, safetyFeatures, SAFETY_CLASSES } from '../src/safety-net/features.ts';
import { Worker } from 'node:worker_threads';
import { probabilities, pruned, type TSafetyNetModel, type TTrainingExample } from '../src/safety-net/model.ts';
import { MODEL_FILE } from '../src/safety-net/net.ts';
import { netOverrules, scopeRuleStands } from '../src/safety.ts';
import { TRAINING_OPTIONS, loadTrainingCases } from '../src/safety-net/training.ts';

const MAX_NET_FALSE_ALARMS = 0.005;
const MAX_SCOPE_FALSE_ALARMS = 0.005;
const MAX_SCOPE_RULES_OVERRULED = 0.001;
const TRUSTED_MIN_EMERGENCIES = 2;
const VETO_LENGTHS = [4, 8, 16];
const VETO_FLOORS = [0.97, 0.9, 0.85];
const VETO_BUDGET = 0.002;
const FOLDS = 5;

const { cases, digest } = loadTrainingCases();
const classes = [...SAFETY_CLASSES];
const read = cases.map((testCase) => safetyFeatures(testCase.message));

const counts = new Map<string, { emergencies: number; others: number }>();
cases.forEach((testCase, index) => {
  for (const name of read[index]!.hits.keys()) {
    const count = counts.get(name) ?? { emergencies: 0, others: 0 };
    if (testCase.kind === 'emergency') count.emergencies++;
    else count.others++;
    counts.set(name, count);
  }
});
const trustedRules = [...counts]
  .filter(([, count]) => count.others === 0 && count.emergencies >= TRUSTED_MIN_EMERGENCIES)
  .map(([name]) => name)
  .sort();
const trusted = new Set(trustedRules);
const firesTrusted = read.map(({ hits }) => [...hits.keys()].some((name) => trusted.has(name)));

const examples: TTrainingExample[] = cases.map((testCase, index) => ({
  features: read[index]!.features,
  label: classes.indexOf(
    testCase.kind === 'emergency' ? testCase.category! : testCase.kind === 'everyday' ? 'none' : testCase.kind,
  ),
}));

// Each training in a worker thread of its own, side by side (the results do not depend on it).
const trainApart = (learnFrom: TTrainingExample[]) =>
  new Promise<Pick<TSafetyNetModel, 'bias' | 'weights'>>((resolve, reject) => {
    const worker = new Worker(new URL('./train-safety-net-worker.ts', import.meta.url), {
      workerData: { examples: learnFrom, options: { classes: classes.length, ...TRAINING_OPTIONS } },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
const trainings = await Promise.all([
  ...Array.from({ length: FOLDS }, (_, fold) => trainApart(examples.filter((_, index) => index % FOLDS !== fold))),
  trainApart(examples),
]);
console.log(`${FOLDS} folds and the final net trained`);
// Out-of-fold class chances for every case.
const outOfFold = new Array<number[]>(cases.length);
examples.forEach((example, index) => {
  outOfFold[index] = probabilities(trainings[index % FOLDS]!, example.features);
});
const harmless = outOfFold.map(notEmergency);
if (process.env.OUT_OF_FOLD_FILE) {
  // For exploring the trade-offs by hand: every case with its out-of-fold chances and what the rules did.
  writeFileSync(
    process.env.OUT_OF_FOLD_FILE,
    JSON.stringify(
      cases.map((testCase, index) => ({
        ...testCase,
        chances: outOfFold[index],
        harmless: harmless[index],
        trusted: firesTrusted[index],
        rules: read[index]!.hits.size > 0,
        words: read[index]!.words,
        scope: read[index]!.scope,
      })),
    ),
  );
}

const indexesOf = (kind: string) => cases.flatMap((testCase, index) => (testCase.kind === kind ? [index] : []));
const emergencies = indexesOf('emergency');
const everyday = indexesOf('everyday');
// The vetoes, per length: the lowest that overrules at most VETO_BUDGET of the length's emergencies (where a rule
// that is not trusted holds), never below its floor; above 1 (never) when even the surest would overrule more.
const lengthOf = (words: number) => VETO_LENGTHS.findLastIndex((fromWords) => words >= fromWords);
const vetoes = VETO_LENGTHS.map((fromWords, length) => {
  const ofLength = emergencies.filter((index) => lengthOf(read[index]!.words) === length);
  const overrulable = ofLength
    .filter((index) => !firesTrusted[index] && read[index]!.hits.size > 0)
    .map((index) => harmless[index]!)
    .sort((a, b) => b - a);
  const allowed = Math.floor(VETO_BUDGET * ofLength.length);
  const learnt = allowed < overrulable.length ? Math.ceil(overrulable[allowed]! * 1e6 + 1) / 1e6 : 0;
  return { fromWords, veto: Math.max(VETO_FLOORS[length]!, learnt) };
});
const veto = { vetoes };
const standsByRules = read.map(
  ({ hits, words }, index) => firesTrusted[index]! || (hits.size > 0 && !netOverrules(veto, harmless[index]!, words)),
);
const fires = (index: number, threshold: number) => standsByRules[index]! || harmless[index]! < threshold;
const rate = (indexes: number[], threshold: number) =>
  indexes.filter((index) => fires(index, threshold)).length / indexes.length;
// The largest threshold whose own alarms (where no rule stands) stay within the limit.
const ownAlarms = everyday
  .filter((index) => !standsByRules[index])
  .map((index) => harmless[index]!)
  .sort((a, b) => a - b);
const ownAllowed = Math.floor(MAX_NET_FALSE_ALARMS * everyday.length);
const threshold = Math.floor((ownAlarms[ownAllowed] ?? 1) * 1e6) / 1e6;

// The scope: the net declines where the scope rules are silent; its threshold keeps its own declines of everyday
// messages within the limit.
const MEDICATION = classes.indexOf('medication');
const DIAGNOSIS = classes.indexOf('diagnosis');
const topicChance = outOfFold.map((chances) => Math.max(chances[MEDICATION]!, chances[DIAGNOSIS]!));
// The scope veto: the largest at which the net overrules at most MAX_SCOPE_RULES_OVERRULED of the medical questions
// a scope rule declines.
const medicalByRules = [...indexesOf('medication'), ...indexesOf('diagnosis')]
  .filter((index) => read[index]!.scope)
  .map((index) => outOfFold[index]![MEDICATION]! + outOfFold[index]![DIAGNOSIS]!)
  .sort((a, b) => a - b);
const scopeVeto =
  Math.floor((medicalByRules[Math.floor(MAX_SCOPE_RULES_OVERRULED * medicalByRules.length)] ?? 0) * 1e6) / 1e6;
const ruleDeclines = (index: number) =>
  read[index]!.scope && scopeRuleStands({ scopeVeto }, outOfFold[index]!) ? read[index]!.scope : null;
const netDeclines = (index: number, limit: number) => !ruleDeclines(index) && topicChance[index]! > limit;
const allowed = Math.floor(MAX_SCOPE_FALSE_ALARMS * everyday.length);
const everydayChances = everyday
  .filter((index) => !ruleDeclines(index))
  .map((index) => topicChance[index]!)
  .sort((a, b) => b - a);
const scopeThreshold = Math.ceil((everydayChances[allowed] ?? 0) * 1e6) / 1e6;
const topicRight = (kind: 'medication' | 'diagnosis') => {
  const indexes = indexesOf(kind);
  const right = indexes.filter((index) => {
    const chances = outOfFold[index]!;
    const topic =
      ruleDeclines(index) ??
      (netDeclines(index, scopeThreshold)
        ? chances[MEDICATION]! >= chances[DIAGNOSIS]!
          ? 'medication'
          : 'diagnosis'
        : null);
    return topic === kind;
  });
  return right.length / indexes.length;
};

const share = (value: number) => Number(value.toFixed(4));
const figures = {
  cases: cases.length,
  emergencies: emergencies.length,
  everyday: everyday.length,
  trustedRules: trustedRules.length,
  recallOfTrustedRules: share(emergencies.filter((index) => firesTrusted[index]).length / emergencies.length),
  recallOfRulesAfterVeto: share(rate(emergencies, 0)),
  falseAlarmsOfRulesAfterVeto: share(rate(everyday, 0)),
  crossValidatedRecall: share(rate(emergencies, threshold)),
  crossValidatedFalseAlarms: share(rate(everyday, threshold)),
  crossValidatedEverydayDeclined: share(
    everyday.filter((index) => ruleDeclines(index) || netDeclines(index, scopeThreshold)).length / everyday.length,
  ),
  crossValidatedMedicationRight: share(topicRight('medication')),
  crossValidatedDiagnosisRight: share(topicRight('diagnosis')),
};

const final = pruned(trainings[FOLDS]!, 0.05, 2);
const model: TSafetyNetModel = {
  classes,
  threshold,
  ...veto,
  scopeThreshold,
  scopeVeto,
  trustedRules,
  trainedOn: digest,
  figures,
  ...final,
};
writeFileSync(MODEL_FILE, `${JSON.stringify(model)}\n`);
console.log({ threshold, vetoes, scopeThreshold, scopeVeto, ...figures, features: Object.keys(final.weights).length });
