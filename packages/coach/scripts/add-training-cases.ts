/**
 * Moves case files into the safety net's training set (ADR 023): appends their cases to eval/safety-train.json,
 * leaving out messages the training or development cases already hold (normalised as safety-net.test.ts compares
 * them) and ids already taken. For a held-out set once choices were made against it, and for new training sets:
 *   npm run add-training-cases --workspace @openwell/coach -- /path/set.json [...]
 * Then retrain (npm run train:safety-net).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { normalise } from '../src/normalise.ts';
const trainFile = new URL('../eval/safety-train.json', import.meta.url);
const train = JSON.parse(readFileSync(trainFile, 'utf8')) as Array<Record<string, unknown>>;
const dev = JSON.parse(readFileSync(new URL('../eval/safety-cases.json', import.meta.url), 'utf8')) as Array<{
  message: string;
}>;
const seen = new Set([...train, ...dev].map((c) => normalise(String(c.message))));
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
