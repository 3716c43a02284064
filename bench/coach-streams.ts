/**
 * Coach streams (issue 13): many AI coach replies streamed at once, in rounds, against the fake OpenAI-compatible
 * server (apps/server/src/integrations/openai-compatible/fake). Every stream asks with its own marker and the fake's
 * reply carries it at both ends, so a stream that received another's text fails the run. After each round the heap
 * and RSS are sampled (after a full GC) to show that memory stays flat: nothing of a finished stream is kept.
 * Prints the figures and writes bench/results/coach-streams.json.
 *
 * Scenarios (one function each, sharing `measureStreams`):
 * - `clientStreams`: 50 concurrent streams through the model client (createOpenAiCompatibleClient).
 * - `serverStreams`: the same through the real server on a throwaway PostgreSQL: 50 employees (AI consent, demo
 *   data), each POST /api/coach/messages with AI_BASE_URL at the fake; the server process's RSS is sampled after
 *   each round.
 * - `builtinReplies`: the built-in engine (no AI_BASE_URL) on PGlite: time to the first streamed delta and to the
 *   whole reply of a question about the person's own data, one at a time, against GET /api/health in the same run.
 *
 * Targets: no cross-talk, no failure; heap growth from the 5th round to the last under 8 MB (the server's heap after a
 * full collection, through bench/lib/heap-probe.ts: its RSS grows lazily and says nothing about leaks); the client's
 * time to first token p95 under 500 ms (the fake itself waits 50 ms); the built-in engine's first token p95 under
 * 100 ms. Through the server the first token is reported, not judged (50 replies at once on two shared cores).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { acknowledgeCoachNotice, getHealth, sendCoachMessage, syncDemoData } from '@openwell/contracts';
import { signUpFrom, type TBenchEmployee } from './lib/employees.ts';
import { startServer, type TRunningServer } from './lib/start-server.ts';
import { startThrowawayPostgres } from './lib/throwaway-postgres.ts';
import { createOpenAiCompatibleClient } from '../apps/server/src/integrations/openai-compatible/openai-compatible-client.ts';
import {
  startFakeOpenAi,
  type FakeOpenAi,
  type TFakeChatRequestBody,
} from '../apps/server/src/integrations/openai-compatible/fake/index.ts';

const STREAMS = Number(process.env.BENCH_COACH_STREAMS ?? 50);
const ROUNDS = Number(process.env.BENCH_COACH_ROUNDS ?? 20);
/** The fake model's pace: first token after 50 ms, then a 4-character token every 4 ms (~150 tokens a reply). */
const FIRST_TOKEN_DELAY_MS = 50;
const TOKEN_DELAY_MS = 4;
const HEAP_GROWTH_LIMIT_MB = 8;
/** What the client and the event loop may add to the fake's first-token delay at the 95th percentile. */
const FIRST_TOKEN_P95_LIMIT_MS = 500;
const WARM_UP_ROUNDS = 4;
/** The built-in engine answers from the database alone: its first delta should come about as fast as a read. */
const BUILTIN_FIRST_TOKEN_P95_LIMIT_MS = 100;

/** A full collection before each sample: --expose-gc when given, else enabled at run time. */
const gc: () => void =
  (globalThis as { gc?: () => void }).gc ??
  (() => {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  })();

/** A coach-sized reply (~600 characters, some of them multi-byte) that starts and ends with the stream's marker. */
const FILLER =
  'Your week looks steady: you walked a bit more than in the weeks before, and your sleep stayed close to seven ' +
  'hours. A short walk after lunch could add another 1,500 steps — das wäre ein guter Anfang, très bien. Keep the ' +
  'evenings calm, dim the screens an hour before bed, and try to get up at the same time each morning 🌙. ' +
  'Small, regular steps count more than a big effort once a week; your streak shows that you can keep it up 💪.';
const replyFor = (marker: string) => `[${marker}] ${FILLER} [${marker}]`;
const markerOf = (body: TFakeChatRequestBody) => {
  const last = [...(body.messages ?? [])].reverse().find((message) => message.role === 'user');
  return typeof last?.content === 'string' ? last.content : 'no-marker';
};

/** One stream, as a scenario opens it: the text deltas of the reply to a message carrying `marker`. */
type TOpenStream = (marker: string) => AsyncIterable<string>;

type TScenarioResult = {
  scenario: string;
  streamsPerRound: number;
  rounds: number;
  streams: number;
  crossTalk: number;
  failures: number;
  timeToFirstTokenMs: { p50: number; p95: number; max: number };
  fullReplyMs: { p50: number; p95: number; max: number };
  /** heapUsed: this process's (null when the streams run in the server's); growth: of heapUsed, else of rss. */
  memoryMb: { heapUsed: number[] | null; rss: number[]; heapGrowthAfterWarmUp: number };
  roundMs: { p50: number; max: number };
};

const round1 = (value: number) => Math.round(value * 10) / 10;
const mb = (bytes: number) => round1(bytes / 1024 / 1024);
function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: round1(at(0.5)), p95: round1(at(0.95)), max: round1(sorted.at(-1) ?? 0) };
}
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

/**
 * Runs `rounds` rounds of `streamsPerRound` concurrent streams opened by `open`, checks each reply against its
 * marker, and samples timings and memory. Shared by every scenario.
 */
type TMemorySample = { heapUsed: number | null; rss: number };

/** This process after a full collection. */
function ownMemory(): TMemorySample {
  gc();
  const memory = process.memoryUsage();
  return { heapUsed: mb(memory.heapUsed), rss: mb(memory.rss) };
}

async function measureStreams(
  name: string,
  open: TOpenStream,
  /** Drops what the harness keeps by design (the fake's request log) before memory is sampled. */
  afterRound: () => void = () => {},
  options: {
    streams?: number;
    rounds?: number;
    memory?: () => TMemorySample | Promise<TMemorySample>;
    /** The reply a stream must receive (its marker's); null: not compared (the built-in engine's own answers). */
    expected?: ((marker: string) => string) | null;
  } = {},
): Promise<TScenarioResult> {
  const streams = options.streams ?? STREAMS;
  const rounds = options.rounds ?? ROUNDS;
  const sample = options.memory ?? ownMemory;
  const expected = options.expected === undefined ? replyFor : options.expected;
  const firstToken: number[] = [];
  const full: number[] = [];
  const roundTimes: number[] = [];
  const heapUsed: number[] = [];
  const rss: number[] = [];
  let crossTalk = 0;
  let failures = 0;
  for (let round = 0; round < rounds; round++) {
    const roundStarted = performance.now();
    await Promise.all(
      Array.from({ length: streams }, async (_, index) => {
        const marker = `r${round}-s${index}-${Math.random().toString(36).slice(2, 8)}`;
        const started = performance.now();
        let first = 0;
        let text = '';
        try {
          for await (const delta of open(marker)) {
            if (first === 0) first = performance.now() - started;
            text += delta;
          }
        } catch {
          failures++;
          return;
        }
        firstToken.push(first);
        full.push(performance.now() - started);
        if (expected && text !== expected(marker)) crossTalk++;
      }),
    );
    roundTimes.push(performance.now() - roundStarted);
    afterRound();
    const memory = await sample();
    if (memory.heapUsed !== null) heapUsed.push(memory.heapUsed);
    rss.push(memory.rss);
  }
  const settled = (heapUsed.length > 0 ? heapUsed : rss).slice(WARM_UP_ROUNDS);
  return {
    scenario: name,
    streamsPerRound: streams,
    rounds,
    streams: streams * rounds,
    crossTalk,
    failures,
    timeToFirstTokenMs: percentiles(firstToken),
    fullReplyMs: percentiles(full),
    // The mean of the last three samples against the first after the warm-up (one sample is noisy).
    memoryMb: {
      heapUsed: heapUsed.length > 0 ? heapUsed : null,
      rss,
      heapGrowthAfterWarmUp: round1(mean(settled.slice(-3)) - (settled[0] ?? 0)),
    },
    roundMs: { p50: percentiles(roundTimes).p50, max: percentiles(roundTimes).max },
  };
}

/** Streams straight through the model client. */
async function clientStreams(fake: FakeOpenAi): Promise<TScenarioResult> {
  const client = createOpenAiCompatibleClient({
    baseUrl: fake.url,
    apiKey: 'bench-key',
    model: 'bench',
    timeoutMs: 10_000,
  });
  return measureStreams(
    'client',
    (marker) =>
      (async function* () {
        const events = client.streamChat({
          messages: [
            { role: 'system', content: 'You are a coach.' },
            { role: 'user', content: marker },
          ],
          maxTokens: 400,
          signal: new AbortController().signal, // the client's own timeout guards each stream
        });
        for await (const event of events) if (event.type === 'delta') yield event.text;
      })(),
    () => fake.reset(),
  );
}

const COMPANY = { code: 'BENCHAI', password: 'OpenWell-Bench-Coach' };

/** Starts the server with the heap probe (bench/lib/heap-probe.ts) preloaded. */
const probeFile = (name: string) => join(tmpdir(), `openwell-heap-${name}-${process.pid}.json`);
const withHeapProbe = (name: string) => ({
  NODE_OPTIONS: `--expose-gc --import ${join(import.meta.dirname, 'lib', 'heap-probe.ts')}`,
  HEAP_PROBE_FILE: probeFile(name),
});

/** The server process's heap after a full collection (through the probe) and its resident memory. */
const serverMemory = (server: TRunningServer, name: string) => async (): Promise<TMemorySample> => {
  const file = probeFile(name);
  rmSync(file, { force: true });
  server.process.kill('SIGUSR2');
  for (let waited = 0; !existsSync(file) && waited < 5000; waited += 20) await sleep(20);
  const { heapUsed } = JSON.parse(readFileSync(file, 'utf8')) as { heapUsed: number };
  const status = readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { heapUsed: mb(heapUsed), rss: round1(kilobytes / 1024) };
};

/** Employees with the AI consent, demo data and the AI notice acknowledged, from several loopback addresses. */
async function coachUsers(server: TRunningServer, count: number, tag: string): Promise<TBenchEmployee[]> {
  const users: TBenchEmployee[] = [];
  for (let i = 0; i < count; i++) {
    // Sign-up is rate limited per client address: a few people per address.
    const user = await signUpFrom(server.url, COMPANY, `coach-${tag}-${i}@example.com`, `127.0.3.${1 + (i >> 2)}`);
    const headers = { 'content-type': 'application/json', origin: server.url, cookie: user.cookie };
    for (const path of [syncDemoData.path, acknowledgeCoachNotice.path]) {
      const response = await fetch(`${server.url}${path}`, { method: 'POST', headers, body: '{}' });
      if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    }
    users.push(user);
  }
  return users;
}

/** The text deltas of one reply through POST /api/coach/messages (a new conversation), parsed from its events. */
async function* serverReply(server: TRunningServer, user: TBenchEmployee, text: string): AsyncIterable<string> {
  const response = await fetch(`${server.url}${sendCoachMessage.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie: user.cookie },
    body: JSON.stringify({ conversationId: null, text }),
  });
  if (!response.ok || !response.body) throw new Error(`send: ${response.status} ${await response.text()}`);
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body) {
    buffer += decoder.decode(chunk as Uint8Array, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (\w+)/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      if (event === 'delta') yield (JSON.parse(data) as { text: string }).text;
      if (event === 'error') throw new Error(`error event: ${data}`);
      if (event === 'done' && (JSON.parse(data) as { interrupted: boolean }).interrupted)
        throw new Error('interrupted');
    }
  }
}

/**
 * 50 employees stream at once through the server, whose external engine is the fake. On a throwaway PostgreSQL, so
 * the server process's memory is Node's alone (PGlite's database would live in it and grow with every message).
 */
async function serverStreams(fake: FakeOpenAi): Promise<TScenarioResult> {
  const postgres = startThrowawayPostgres(4480);
  const server = await startServer(3480, {
    ...withHeapProbe('server'),
    DATABASE_URL: postgres.url,
    WEARABLES_DEMO_MODE: 'true',
    PUBLIC_URL: 'http://127.0.0.1:3480',
    DEMO_COMPANY_CODE: COMPANY.code,
    AI_BASE_URL: fake.url,
    AI_API_KEY: 'bench-key',
    AI_MODEL: 'bench',
    // 20 rounds x 50 replies of ~170 tokens each, and more: the budget must not end the run.
    AI_DAILY_TOKEN_BUDGET: '10000000',
  }).catch((error: unknown) => {
    postgres.stop();
    throw error;
  });
  try {
    const users = await coachUsers(server, STREAMS, 'stream');
    // A person may send COACH_RATE_LIMIT_MESSAGES messages in the window: one per round stays within it.
    return await measureStreams(
      'server',
      (marker) => serverReply(server, users[Number(/-s(\d+)-/.exec(marker)![1])]!, marker),
      () => fake.reset(),
      {
        rounds: Math.min(ROUNDS, 20),
        memory: serverMemory(server, 'server'),
      },
    );
  } finally {
    await server.stop().finally(() => postgres.stop());
  }
}

/** The built-in engine: one question at a time, against GET /api/health measured in the same run. */
async function builtinReplies(): Promise<TScenarioResult & { healthP50Ms: number }> {
  const server = await startServer(3481, {
    ...withHeapProbe('builtin'),
    PUBLIC_URL: 'http://127.0.0.1:3481',
    DEMO_COMPANY_CODE: COMPANY.code,
  });
  try {
    const users = await coachUsers(server, 10, 'builtin');
    const health: number[] = [];
    for (let i = 0; i < 50; i++) {
      const started = performance.now();
      await (await fetch(`${server.url}${getHealth.path}`)).arrayBuffer();
      health.push(performance.now() - started);
    }
    let next = 0;
    const questions = ['How did I sleep this week?', 'How many steps did I walk this week?', 'How is my streak?'];
    const result = await measureStreams(
      'builtin',
      // Ten people in turn (each within the message limit); the marker is not in a built-in reply: only timed.
      () => serverReply(server, users[next++ % users.length]!, questions[next % questions.length]!),
      () => {},
      { streams: 1, rounds: 100, memory: serverMemory(server, 'builtin'), expected: null },
    );
    return { ...result, healthP50Ms: percentiles(health).p50 };
  } finally {
    await server.stop();
  }
}

function print(result: TScenarioResult) {
  console.log(
    `coach streams (${result.scenario}): ${result.rounds} rounds x ${result.streamsPerRound} concurrent streams\n` +
      `  time to first token: p50 ${result.timeToFirstTokenMs.p50} ms, p95 ${result.timeToFirstTokenMs.p95} ms ` +
      `(the fake waits ${FIRST_TOKEN_DELAY_MS} ms)\n` +
      `  full reply:          p50 ${result.fullReplyMs.p50} ms, p95 ${result.fullReplyMs.p95} ms\n` +
      `  round:               p50 ${result.roundMs.p50} ms, max ${result.roundMs.max} ms\n` +
      (result.memoryMb.heapUsed ? `  heap used (MB) per round: ${result.memoryMb.heapUsed.join(' ')}\n` : '') +
      `  RSS (MB) per round:       ${result.memoryMb.rss.join(' ')}\n` +
      `  heap growth after round ${WARM_UP_ROUNDS}: ${result.memoryMb.heapGrowthAfterWarmUp} MB; ` +
      `cross-talk ${result.crossTalk}, failures ${result.failures}`,
  );
}

/**
 * Every scenario: no cross-talk, no failure, a flat heap. The client's first token also within its limit (through the
 * server, 50 replies at once share two cores with the database: its figure is reported, not judged).
 */
const withinTarget = (result: TScenarioResult) =>
  result.crossTalk === 0 &&
  result.failures === 0 &&
  result.memoryMb.heapGrowthAfterWarmUp < HEAP_GROWTH_LIMIT_MB &&
  (result.scenario !== 'client' || result.timeToFirstTokenMs.p95 < FIRST_TOKEN_P95_LIMIT_MS);

const fake = await startFakeOpenAi({
  apiKey: 'bench-key',
  behaviour: {
    kind: 'ok',
    reply: (body) => replyFor(markerOf(body)),
    firstTokenDelayMs: FIRST_TOKEN_DELAY_MS,
    chunkDelayMs: TOKEN_DELAY_MS,
  },
});
try {
  const load = loadavg()[0]!;
  const builtin = await builtinReplies();
  const scenarios = [await clientStreams(fake), await serverStreams(fake)];
  const results = [
    ...scenarios.map((result) => ({ ...result, withinTarget: withinTarget(result) })),
    {
      ...builtin,
      withinTarget: builtin.failures === 0 && builtin.timeToFirstTokenMs.p95 < BUILTIN_FIRST_TOKEN_P95_LIMIT_MS,
    },
  ];
  results.forEach(print);
  const ok = results.every((result) => result.withinTarget);
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} no cross-talk, heap growth < ${HEAP_GROWTH_LIMIT_MB} MB, client's first token p95 < ` +
      `${FIRST_TOKEN_P95_LIMIT_MS} ms, built-in engine's < ${BUILTIN_FIRST_TOKEN_P95_LIMIT_MS} ms; GET /api/health ` +
      `p50 ${builtin.healthP50Ms} ms in the same run (load ${load.toFixed(2)})`,
  );
  const output = {
    benchmark: 'coach-streams',
    measuredAt: new Date().toISOString(),
    loadAverage1m: { before: load, after: loadavg()[0]! },
    fake: { firstTokenDelayMs: FIRST_TOKEN_DELAY_MS, tokenDelayMs: TOKEN_DELAY_MS, replyChars: replyFor('x').length },
    heapGrowthLimitMb: HEAP_GROWTH_LIMIT_MB,
    firstTokenP95LimitMs: FIRST_TOKEN_P95_LIMIT_MS,
    scenarios: results,
  };
  mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(join(import.meta.dirname, 'results', 'coach-streams.json'), `${JSON.stringify(output, null, 2)}\n`);
  if (!ok) process.exitCode = 1;
} finally {
  await fake.close();
}
