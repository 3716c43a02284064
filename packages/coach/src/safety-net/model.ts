import { FEATURE_SPACE, hashFeature } from './features.ts';

/**
 * The safety net's model (ADR 023): multinomial logistic regression over hashed features (features.ts), one class for
 * "no emergency", one per red-flag category and one per medical topic (features.ts SAFETY_CLASSES). Trained offline
 * by `train()` on the evaluation sets and shipped as `model.json`; scoring is a sum of weights, a few microseconds per
 * message.
 */
export type TSafetyNetModel = {
  /** The class names (features.ts SAFETY_CLASSES), "none" first. */
  classes: readonly string[];
  bias: readonly number[];
  /** Per hashed feature (as a decimal string), its weight per class; features whose weights are all tiny are left out. */
  weights: Readonly<Record<string, readonly number[]>>;
  /** The net fires when the probability of "none" is below this. */
  threshold: number;
  /** The net declines a message as a medication or diagnosis question when that topic is more likely than this. */
  scopeThreshold: number;
  /** A scope rule's decline stands unless the net finds the two medical topics together less likely than this. */
  scopeVeto: number;
  /** A rule that is not trusted still raises the flag unless the probability of "none" is at least the veto of the
   * message's length: the entry with the largest `fromWords` the message reaches. Below the first entry's
   * `fromWords`, the net overrules no rule. Learnt per length out of fold (train-safety-net.ts). */
  vetoes: readonly { fromWords: number; veto: number }[];
  /** Rules and patterns (red-flags.ts `ruleHitsOf` names) that fired on no non-emergency of the training sets: they
   * raise the red flag on their own. Any other rule is only one of the net's features. */
  trustedRules: readonly string[];
  /** What it was trained on: the SHA-256 of the training cases as `train()` read them (a test compares). */
  trainedOn: string;
  /** Figures of the training run (cross-validated), for the ADR and the bench. */
  figures: Readonly<Record<string, number>>;
};

export type TTrainingExample = { features: readonly number[]; label: number };

export type TTrainingOptions = {
  classes: number;
  epochs?: number;
  /** L2 regularisation per update. */
  l2?: number;
  learningRate?: number;
  /** Seed of the example order (each epoch orders the examples by a hash of seed, epoch and index). */
  seed?: number;
  /** Features found in fewer examples than this are left out (rare letter groups learn noise, not language). */
  minCount?: number;
};

/** Class probabilities (softmax of the summed weights). */
export function probabilities(model: Pick<TSafetyNetModel, 'bias' | 'weights'>, features: readonly number[]): number[] {
  const scores = [...model.bias];
  for (const feature of features) {
    const row = model.weights[feature];
    if (!row) continue;
    for (let c = 0; c < scores.length; c++) scores[c]! += row[c]!;
  }
  return softmax(scores);
}

function softmax(scores: number[]): number[] {
  const top = Math.max(...scores);
  const exps = scores.map((score) => Math.exp(score - top));
  const total = exps.reduce((sum, value) => sum + value, 0);
  return exps.map((value) => value / total);
}

/**
 * Trains by AdaGrad on the cross-entropy with L2, in a seeded order: the same examples give the same weights.
 * Returns dense weights as a sparse record (only features seen in training).
 */
export function train(
  examples: readonly TTrainingExample[],
  options: TTrainingOptions,
): Pick<TSafetyNetModel, 'bias' | 'weights'> {
  const { classes, epochs = 30, l2 = 1e-4, learningRate = 0.2, seed = 1, minCount = 1 } = options;
  const counts = new Map<number, number>();
  for (const { features } of examples)
    for (const feature of features) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  const kept = examples.map(({ features, label }) => ({
    features: features.filter((feature) => counts.get(feature)! >= minCount),
    label,
  }));
  // Dense rows over the hashed space (FEATURE_SPACE x classes): the same updates as a map of rows, without its
  // lookups. Only the features seen in training are returned.
  const weights = new Float64Array(FEATURE_SPACE * classes);
  const squares = new Float64Array(FEATURE_SPACE * classes);
  const seen = new Uint8Array(FEATURE_SPACE);
  for (const { features } of kept) for (const feature of features) seen[feature] = 1;
  const bias = new Float64Array(classes);
  const biasSquares = new Float64Array(classes);
  const scores = new Float64Array(classes);
  const gradients = new Float64Array(classes);
  for (let epoch = 0; epoch < epochs; epoch++) {
    const order = examples
      .map((_, index) => ({ index, key: hashFeature(`${seed}:${epoch}:${index}`) }))
      .sort((a, b) => a.key - b.key || a.index - b.index)
      .map(({ index }) => index);
    for (const index of order) {
      const { features, label } = kept[index]!;
      scores.set(bias);
      for (const feature of features) {
        const offset = feature * classes;
        for (let c = 0; c < classes; c++) scores[c]! += weights[offset + c]!;
      }
      const probability = softmax(Array.from(scores));
      for (let c = 0; c < classes; c++) {
        const gradient = probability[c]! - (c === label ? 1 : 0);
        gradients[c] = gradient;
        biasSquares[c]! += gradient * gradient;
        bias[c]! -= (learningRate * gradient) / Math.sqrt(biasSquares[c]! + 1e-8);
      }
      for (const feature of features) {
        const offset = feature * classes;
        for (let c = 0; c < classes; c++) {
          const g = gradients[c]! + l2 * weights[offset + c]!;
          squares[offset + c]! += g * g;
          weights[offset + c]! -= (learningRate * g) / Math.sqrt(squares[offset + c]! + 1e-8);
        }
      }
    }
  }
  const rows: Record<string, number[]> = {};
  for (let feature = 0; feature < FEATURE_SPACE; feature++) {
    if (seen[feature]) rows[String(feature)] = Array.from(weights.subarray(feature * classes, (feature + 1) * classes));
  }
  return { bias: Array.from(bias), weights: rows };
}

/** Leaves out features whose weights are all below `minimum` and rounds to `digits` decimals (a smaller model file). */
export function pruned(
  model: Pick<TSafetyNetModel, 'bias' | 'weights'>,
  minimum: number,
  digits = 3,
): Pick<TSafetyNetModel, 'bias' | 'weights'> {
  const round = (value: number) => Number(value.toFixed(digits));
  const weights: Record<string, number[]> = {};
  for (const [feature, values] of Object.entries(model.weights)) {
    if (values.some((value) => Math.abs(value) >= minimum)) weights[feature] = values.map(round);
  }
  return { bias: model.bias.map(round), weights };
}
