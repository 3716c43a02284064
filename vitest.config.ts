import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project has its own config beside its code. The server
// has two: `server` (unit tests) and `server-db` (tests that open a database; see ADR 006).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI machine. This applies to
    // the run; the projects do not inherit it, so each project config sets maxWorkers: '100%' as well.
    maxWorkers: '100%',
    projects: ['apps/server/vitest.config.ts', 'apps/server/vitest.db.config.ts', 'apps/web', 'packages/*'],
  },
});
