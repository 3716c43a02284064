/**
 * Coach safety (issue 22, ADR 023): the red-flag check and the medical scope (rules and safety net) on the
 * development set (packages/coach/eval/safety-cases.json), on every held-out set (packages/coach/eval/held-out/) and,
 * when COACH_SAFETY_CASES names a file of cases in the same format, on that set too (`COACH_SAFETY_CASES=/path/cases.json node bench/coach-safety.ts`). Prints, per set, per language and
 * per red-flag category: the emergencies' recall and category accuracy, the everyday messages' false alarms, the
 * medication and diagnosis questions declined as such; the time per message (p50, p99) over several passes; and the
 * cases that failed. Writes bench/results/coach-safety.json.
 *
 * Targets: emergencies recall >= 99 %, everyday false positives <= 3 % (each set, overall); p99 per message under
 * 10 ms (the check runs on every message before anything else; the machines share their cores).
 */
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { basename, join, relative } from 'node:path';
import {
  evaluateSafety,
  runSafetyCase,
  type TSafetyCase,
  type TSafetyFigures,
} from '../packages/coach/src/safety-eval.ts';
import { HELD_OUT_SETS } from '../packages/coach/src/safety-net/training.ts';

const MIN_RECALL = 0.99;
const MAX_FALSE_POSITIVES = 0.03;
const P99_LIMIT_MS = 10;
const TIMING_PASSES = Number(process.env.BENCH_COACH_SAFETY_PASSES ?? 5);

const sets: { name: string; path: string }[] = [
  { name: 'repository', path: join(import.meta.dirname, '../packages/coach/eval/safety-cases.json') },
];
// The held-out sets (ADR 023): written by people who saw neither the rules nor the training sets, never learnt from.
for (const file of HELD_OUT_SETS)
  sets.push({ name: `held-out ${basename(file.pathname, '.json')}`, path: file.pathname });
if (process.env.COACH_SAFETY_CASES) sets.push({ name: 'extra', path: process.env.COACH_SAFETY_CASES });

const percent = (value: number | null) => (value === null ? '   -  ' : `${(value * 100).toFixed(1).padStart(5)}%`);

function row(label: string, figures: TSafetyFigures): string {
  return [
    label.padEnd(20),
    `recall ${percent(figures.recall)} (${figures.detected}/${figures.emergencies})`.padEnd(26),
    `category ${percent(figures.categoryAccuracy)}`.padEnd(17),
    `false alarms ${percent(figures.falsePositiveRate)} (${figures.falsePositives}/${figures.everyday})`.padEnd(30),
    `medication ${figures.medicationRight}/${figures.medication}`.padEnd(16),
    `diagnosis ${figures.diagnosisRight}/${figures.diagnosis}`,
  ].join(' ');
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const load = loadavg()[0]!;
const results = [];
let ok = true;
for (const set of sets) {
  const cases = JSON.parse(readFileSync(set.path, 'utf8')) as TSafetyCase[];
  const result = evaluateSafety(cases);
  // Timing: every message, several passes (the first warms the caches), in milliseconds.
  const times: number[] = [];
  for (let pass = 0; pass < TIMING_PASSES; pass++) {
    for (const testCase of cases) times.push(runSafetyCase(testCase).micros / 1000);
  }
  times.sort((a, b) => a - b);
  const timing = { p50Ms: quantile(times, 0.5), p99Ms: quantile(times, 0.99), maxMs: times.at(-1) ?? 0 };
  const withinTarget =
    (result.overall.recall ?? 1) >= MIN_RECALL &&
    (result.overall.falsePositiveRate ?? 0) <= MAX_FALSE_POSITIVES &&
    timing.p99Ms < P99_LIMIT_MS;
  ok &&= withinTarget;

  console.log(`\n${set.name}: ${set.path} (${cases.length} cases)`);
  console.log(row('all', result.overall));
  for (const [language, figures] of Object.entries(result.byLanguage)) console.log(row(`  ${language}`, figures));
  for (const [category, figures] of Object.entries(result.byCategory)) console.log(row(`  ${category}`, figures));
  console.log(
    `time per message: p50 ${timing.p50Ms.toFixed(3)} ms, p99 ${timing.p99Ms.toFixed(3)} ms, max ${timing.maxMs.toFixed(3)} ms`,
  );
  for (const outcome of result.failures) {
    console.log(
      `  miss ${outcome.case.kind.padEnd(10)} ${outcome.case.id}: got ${outcome.redFlag ?? outcome.outOfScope ?? 'nothing'}` +
        ` | ${outcome.case.message}`,
    );
  }
  console.log(
    `${withinTarget ? 'ok  ' : 'FAIL'} recall >= ${MIN_RECALL * 100} %, false alarms <= ${MAX_FALSE_POSITIVES * 100} %, ` +
      `p99 < ${P99_LIMIT_MS} ms (load ${load.toFixed(2)})`,
  );
  results.push({
    set: set.name,
    path: set.name === 'extra' ? set.path : relative(join(import.meta.dirname, '..'), set.path),
    cases: cases.length,
    overall: result.overall,
    byLanguage: result.byLanguage,
    byCategory: result.byCategory,
    timing,
    failures: result.failures.map((outcome) => ({
      id: outcome.case.id,
      kind: outcome.case.kind,
      got: outcome.redFlag ?? outcome.outOfScope,
    })),
    withinTarget,
  });
}

const output = {
  benchmark: 'coach-safety',
  measuredAt: new Date().toISOString(),
  loadAverage1m: { before: load, after: loadavg()[0]! },
  targets: { minRecall: MIN_RECALL, maxFalsePositives: MAX_FALSE_POSITIVES, p99LimitMs: P99_LIMIT_MS },
  sets: results,
};
mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(join(import.meta.dirname, 'results', 'coach-safety.json'), `${JSON.stringify(output, null, 2)}\n`);
if (!ok) process.exitCode = 1;
