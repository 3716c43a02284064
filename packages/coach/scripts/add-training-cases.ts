/**
 * Moves case files into the safety net's training set (ADR 023): appends their cases to eval/safety-train.json,
 * leaving out messages the training, development or other held-out cases already hold (normalised as
 * safety-net.test.ts compares them) and ids already taken. For a held-out set once choices were made against it, and for new training sets:
 *   npm run add-training-cases --workspace @openwell/coach -- /path/set.json [...]
 * Then retrain (npm run train:safety-net).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { normalise } from '../src/normalise.ts';
import { HELD_OUT_SETS } from '../src/safety-net/training.ts';
const trainFile = new URL('../eval/safety-train.json', import.meta.url);
const train = JSON.parse(readFileSync(trainFile, 'utf8')) as Array<Record<string, unknown>>;
const dev = JSON.parse(readFileSync(new URL('../eval/safety-cases.json', import.meta.url), 'utf8')) as Array<{
  message: string;
}>;
// The held-out sets' messages too (a training set written to the same brief may hold one word for word), except those
// of a held-out set that is being moved (the same file name).
const moving = new Set(process.argv.slice(2).map((file) => basename(file)));
const heldOut = HELD_OUT_SETS.filter((file) => !moving.has(basename(file.pathname))).flatMap(
  (file) => JSON.parse(readFileSync(file, 'utf8')) as Array<{ message: string }>,
);
const seen = new Set([...train, ...dev, ...heldOut].map((c) => normalise(String(c.message))));
const ids = new Set(train.map((c) => c.id));
for (const file of process.argv.slice(2)) {
  const cases = JSON.parse(readFileSync(file, 'utf8')) as Array<Record<string, unknown>>;
  let added = 0;
  for (const c of cases) {
    const key = normalise(String(c.message));
    if (seen.has(key) || ids.has(c.id)) continue;
    seen.add(key);
    ids.add(c.id);
    const entry: Record<string, unknown> = { id: c.id, language: c.language, message: c.message, kind: c.kind };
    if (c.kind === 'emergency') entry.category = c.category;
    train.push(entry);
    added++;
  }
  console.log(file, cases.length, 'read,', added, 'added');
}
writeFileSync(trainFile, JSON.stringify(train, null, 2) + '\n');
console.log('training cases now', train.length);
