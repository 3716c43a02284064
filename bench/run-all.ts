/** `npm run bench`: builds the web app, then runs every benchmark in turn (they reuse that build). */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const benches = [
  'landing-bundle.ts',
  'authenticated-requests.ts',
  'public-pages.ts',
  'seed-scale.ts',
  'sync-ingest.ts',
  'wearables-sync-round.ts',
  'awarding.ts',
  'leaderboards.ts',
  'coach-streams.ts',
  'coach-safety.ts',
];
let failed = false;
if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
for (const bench of benches) {
  console.log(`\n=== ${bench} ===`);
  const result = spawnSync(process.execPath, [join(import.meta.dirname, bench)], {
    stdio: 'inherit',
    env: { ...process.env, OPENWELL_BENCH_BUILT: '1' },
  });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
