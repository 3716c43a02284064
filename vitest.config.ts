import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project has its own config beside its code. The server
// has two: `server` (unit tests) and `server-db` (tests that open a database; see ADR 006).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI machine. This applies to
    // the run and caps the projects, which do not inherit it: each project config sets its own (the server's database
    // tests 150 %, they also wait; the rest 100 %). Measured on the whole run, 2 cores: 185 s at 100 %, 176 s at 150 %.
    maxWorkers: '150%',
    projects: ['apps/server/vitest.config.ts', 'apps/server/vitest.db.config.ts', 'apps/web', 'packages/*'],
  },
});
