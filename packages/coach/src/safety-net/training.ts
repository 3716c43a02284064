import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { TSafetyCase } from '../safety-eval.ts';
import type { TTrainingOptions } from './model.ts';

/**
 * What the safety net learns from (ADR 023): the development set (eval/safety-cases.json) and the training set
 * (eval/safety-train.json).
 */
export const TRAINING_SETS = [
  new URL('../../eval/safety-cases.json', import.meta.url),
  new URL('../../eval/safety-train.json', import.meta.url),
];

/** The held-out sets (eval/held-out/): written by people who saw neither the rules nor the training sets; never learnt
 * from. The benchmark measures the targets on them (bench/coach-safety.ts). */
export const HELD_OUT_DIRECTORY = new URL('../../eval/held-out/', import.meta.url);
export const HELD_OUT_SETS = readdirSync(HELD_OUT_DIRECTORY)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => new URL(name, HELD_OUT_DIRECTORY));

export const TRAINING_OPTIONS: Omit<TTrainingOptions, 'classes'> = {
  epochs: 30,
  l2: 0.1,
  learningRate: 0.2,
  minCount: 3,
  seed: 1,
};

/**
 * The code the model depends on: its features read the red-flag lexicons and idioms, and its threshold counts what
 * the rules already catch. A change to any of them needs a new training.
 */
const SOURCES = [
  '../matching.ts',
  '../normalise.ts',
  '../red-flags.ts',
  '../scope.ts',
  ...['common-words', 'de', 'en', 'families', 'families-round3', 'fr', 'it', 'nl'].map(
    (name) => `../red-flags/${name}.ts`,
  ),
  './features.ts',
  './model.ts',
].map((path) => new URL(path, import.meta.url));

/** The training cases, and the SHA-256 of them, the options and the sources (model.json's `trainedOn`). */
export function loadTrainingCases(): { cases: TSafetyCase[]; digest: string } {
  const cases = TRAINING_SETS.flatMap((file) => JSON.parse(readFileSync(file, 'utf8')) as TSafetyCase[]);
  const hash = createHash('sha256').update(JSON.stringify(TRAINING_OPTIONS));
  for (const { id, language, message, kind, category } of cases) {
    hash.update(JSON.stringify([id, language, message, kind, category ?? null]));
  }
  // Whitespace aside: formatting a source does not call for a new training.
  for (const source of SOURCES) hash.update(readFileSync(source, 'utf8').replace(/\s+/g, ''));
  return { cases, digest: hash.digest('hex') };
}
