/**
 * Public pages under Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU): `/` and
 * `/auth`, 3 runs each, the median of each figure. Targets: performance >= 95 and total blocking
 * time <= 200 ms (issue 24; issue 7 set performance >= 90), LCP <= 2.5 s, CLS <= 0.05, accessibility 100. Also reports how the main script travels
 * (Content-Encoding and bytes on the wire) and where the main thread spends its time.
 *
 * Builds the web app first unless OPENWELL_BENCH_BUILT=1 (run-all.ts builds once for all
 * benchmarks), starts the production server on a throwaway database and uses Debian's Chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium), headless. Writes bench/results/public-pages.json.
 * Lighthouse figures depend on the machine's load: the JSON records the load average.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { startServer } from './lib/start-server.ts';

const PAGES = ['/', '/auth'] as const;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGETS = { performance: 95, tbtMs: 200, lcpMs: 2500, cls: 0.05, accessibility: 100 } as const;

interface TRun {
  performance: number;
  accessibility: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Script evaluation, parse and compile on the main thread (bootup-time), ms. */
  scriptMs: number;
  /** All main-thread work (mainthread-work-breakdown), ms. */
  mainThreadMs: number;
  /** The three scripts costing the main thread most, with their ms. */
  topScripts: Array<{ url: string; ms: number }>;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function numeric(lhr: { audits: Record<string, { numericValue?: number }> }, id: string): number {
  return Math.round((lhr.audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000;
}

/** Bytes on the wire and Content-Encoding of `path` when the browser accepts br and gzip. */
function wireSize(url: string): Promise<{ contentEncoding: string; wireBytes: number; vary: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({
          contentEncoding: String(res.headers['content-encoding'] ?? 'identity'),
          wireBytes: bytes,
          vary: String(res.headers.vary ?? ''),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function mainScript(baseUrl: string) {
  const html = await (await fetch(`${baseUrl}/`)).text();
  // A prerendered page names its module script on the boot script (data-app), the app shell directly.
  const src = /<script [^>]*(?:data-app|type="module"[^>]*src)="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('no module script in the landing page');
  const identity = await fetch(`${baseUrl}${src}`, { headers: { 'accept-encoding': 'identity' } });
  const uncompressedBytes = (await identity.arrayBuffer()).byteLength;
  return { path: src, uncompressedBytes, ...(await wireSize(`${baseUrl}${src}`)) };
}

/**
 * One Lighthouse run in a fresh headless Chromium (nothing cached, no service worker from an earlier
 * run). No options beyond the categories: Lighthouse's default configuration is the mobile preset.
 * A run whose trace broke (NO_NAVSTART and the like, on a busy machine) is repeated, up to twice.
 */
async function audit(url: string, attempt = 1): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    if (attempt >= 3)
      throw new Error(`${url}: ${lhr?.runtimeError?.code ?? 'no result'} ${lhr?.runtimeError?.message ?? ''}`);
  } finally {
    chrome.kill();
  }
  return audit(url, attempt + 1);
}

if (process.env.OPENWELL_BENCH_BUILT !== '1') {
  const root = join(import.meta.dirname, '..');
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}

const server = await startServer(Number(process.env.BENCH_PORT ?? 3202));
const loadBefore = loadavg()[0]!;
try {
  const script = await mainScript(server.url);
  const landingDocument = await wireSize(`${server.url}/`);
  const pages: Record<string, { runs: TRun[]; median: Omit<TRun, 'topScripts'>; meetsTargets: boolean }> = {};
  for (const path of PAGES) {
    const runs: TRun[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const lhr = await audit(`${server.url}${path}`);
      // LIGHTHOUSE_DUMP_DIR=/tmp/lh keeps each full report, for digging into the diagnostics.
      if (process.env.LIGHTHOUSE_DUMP_DIR) {
        mkdirSync(process.env.LIGHTHOUSE_DUMP_DIR, { recursive: true });
        const name = `${path === '/' ? 'landing' : path.slice(1).replace(/\W+/g, '-')}-${run + 1}.json`;
        writeFileSync(join(process.env.LIGHTHOUSE_DUMP_DIR, name), JSON.stringify(lhr));
      }
      const bootup = lhr.audits['bootup-time']?.details as
        { items?: Array<{ url: string; total: number; scripting: number; scriptParseCompile: number }> } | undefined;
      runs.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        lcpMs: numeric(lhr, 'largest-contentful-paint'),
        fcpMs: numeric(lhr, 'first-contentful-paint'),
        tbtMs: numeric(lhr, 'total-blocking-time'),
        cls: numeric(lhr, 'cumulative-layout-shift'),
        speedIndexMs: numeric(lhr, 'speed-index'),
        scriptMs: numeric(lhr, 'bootup-time'),
        mainThreadMs: numeric(lhr, 'mainthread-work-breakdown'),
        topScripts: (bootup?.items ?? [])
          .slice(0, 3)
          .map((item) => ({ url: item.url.replace(server.url, ''), ms: Math.round(item.total) })),
      });
      const last = runs.at(-1)!;
      console.log(
        `${path} run ${run + 1}: performance ${last.performance}, LCP ${last.lcpMs.toFixed(0)} ms, TBT ${last.tbtMs.toFixed(0)} ms, ` +
          `FCP ${last.fcpMs.toFixed(0)} ms, CLS ${last.cls}, a11y ${last.accessibility}, scripts ${last.scriptMs.toFixed(0)} ms ` +
          `(${last.topScripts.map((item) => `${item.url} ${item.ms}`).join(', ')})`,
      );
    }
    const keys = [
      'performance',
      'accessibility',
      'lcpMs',
      'fcpMs',
      'tbtMs',
      'cls',
      'speedIndexMs',
      'scriptMs',
      'mainThreadMs',
    ] as const;
    const summary = Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Omit<
      TRun,
      'topScripts'
    >;
    const meetsTargets =
      summary.performance >= TARGETS.performance &&
      summary.tbtMs <= TARGETS.tbtMs &&
      summary.lcpMs <= TARGETS.lcpMs &&
      summary.cls <= TARGETS.cls &&
      summary.accessibility >= TARGETS.accessibility;
    pages[path] = { runs, median: summary, meetsTargets };
    console.log(
      `${path} median of ${RUNS}: performance ${summary.performance}, LCP ${(summary.lcpMs / 1000).toFixed(2)} s, ` +
        `CLS ${summary.cls}, TBT ${summary.tbtMs.toFixed(0)} ms, FCP ${(summary.fcpMs / 1000).toFixed(2)} s, ` +
        `accessibility ${summary.accessibility}: ${meetsTargets ? 'meets the targets' : 'MISSES the targets'}`,
    );
  }
  console.log(
    `main script ${script.path}: content-encoding ${script.contentEncoding}, ${script.wireBytes} bytes on the wire ` +
      `(${script.uncompressedBytes} uncompressed), vary: ${script.vary}; landing HTML: ` +
      `${landingDocument.contentEncoding}, ${landingDocument.wireBytes} bytes, vary: ${landingDocument.vary}`,
  );
  const result = {
    benchmark: 'public-pages-lighthouse',
    date: new Date().toISOString(),
    lighthouse: 'mobile preset (default config), simulated throttling',
    runsPerPage: RUNS,
    machine: { cores: cpus().length, loadAverage1mBefore: loadBefore, loadAverage1mAfter: loadavg()[0] },
    targets: TARGETS,
    mainScript: script,
    landingDocument,
    pages,
    meetsTargets: Object.values(pages).every((page) => page.meetsTargets),
  };
  const out = join(import.meta.dirname, 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'public-pages.json'), `${JSON.stringify(result, null, 2)}\n`);
  if (!result.meetsTargets) process.exitCode = 1;
} finally {
  await server.stop();
}
