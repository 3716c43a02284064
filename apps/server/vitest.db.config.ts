import { defineProject } from 'vitest/config';

/**
 * The server's tests that open a database: the integration tests in test/ (the real app through
 * app.inject) and `src/**\/*.db.test.ts`. On PGlite by default, on PostgreSQL with TEST_DATABASE_URL;
 * `npm test -- --database-only` runs this project (and the @pg end-to-end smoke) alone.
 */
export default defineProject({
  test: {
    name: 'server-db',
    // More workers than cores: these tests also wait (on PostgreSQL's answers, a server child process, a padded
    // answer time), and a third worker on two cores fills those gaps (ADR 006: on PGlite 90 -> 77 s, on PostgreSQL with
    // four workers 67 -> 55 s). A project does not inherit the root's maxWorkers (vitest.config.ts).
    maxWorkers: process.env.TEST_DATABASE_URL ? '200%' : '150%',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.db.test.ts'],
    // One migrated database template per run (PGlite dump or PostgreSQL template database).
    globalSetup: ['./test/helpers/database-template.ts'],
    env: { OPENWELL_TEST_PROJECT: 'server-db' },
    isolate: false,
    // Ceilings, not speed targets: starting databases and servers takes a while on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
