/**
 * Landing page initial JavaScript: every script Chromium downloads for `/` until the network is
 * idle (before any interaction), measured gzip-compressed. Budget: 150 KB (issue 2).
 * Needs a built web app (`npm run build`). Writes bench/results/landing-bundle.json.
 */
import { gzipSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from './lib/start-server.ts';

const BUDGET_KB = 150;
const server = await startServer(Number(process.env.BENCH_PORT ?? 3201));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage();
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || response.url().endsWith('.js')) scripts.set(response.url(), response.body());
  });
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  const files = await Promise.all(
    [...scripts].map(async ([url, body]) => {
      const raw = await body;
      return { path: new URL(url).pathname, rawBytes: raw.length, gzipBytes: gzipSync(raw, { level: 9 }).length };
    }),
  );
  // The service worker script is fetched by the browser, not by the page: it is not page JS.
  const pageFiles = files.filter((file) => file.path !== '/sw.js').sort((a, b) => b.gzipBytes - a.gzipBytes);
  const totalGzip = pageFiles.reduce((sum, file) => sum + file.gzipBytes, 0);
  const totalRaw = pageFiles.reduce((sum, file) => sum + file.rawBytes, 0);
  const result = {
    benchmark: 'landing-initial-js',
    date: new Date().toISOString(),
    budgetKb: BUDGET_KB,
    gzipKb: Math.round((totalGzip / 1024) * 10) / 10,
    rawKb: Math.round((totalRaw / 1024) * 10) / 10,
    withinBudget: totalGzip <= BUDGET_KB * 1024,
    files: pageFiles,
  };
  for (const file of pageFiles) console.log(`${(file.gzipBytes / 1024).toFixed(1).padStart(7)} KB gz  ${file.path}`);
  console.log(
    `landing initial JS: ${result.gzipKb} KB gzip (${result.rawKb} KB raw), budget ${BUDGET_KB} KB: ${result.withinBudget ? 'within' : 'OVER'}`,
  );
  const out = join(import.meta.dirname, 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'landing-bundle.json'), `${JSON.stringify(result, null, 2)}\n`);
  if (!result.withinBudget) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
