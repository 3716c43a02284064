import { defineProject } from 'vitest/config';

/**
 * The server's unit tests: no database. Tests that open one (everything in test/, and `*.db.test.ts`
 * beside the code) are the `server-db` project (vitest.db.config.ts), which the PostgreSQL pass of
 * CI runs again on PostgreSQL (docs/decisions/006-testing-and-ci.md).
 */
export default defineProject({
  test: {
    name: 'server',
    maxWorkers: '100%', // a project does not inherit the root's maxWorkers (vitest.config.ts)
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.db.test.ts'],
    // test/helpers/test-database.ts refuses to open a database here: name such a file *.db.test.ts.
    env: { OPENWELL_TEST_PROJECT: 'server' },
    testTimeout: 30_000, // a ceiling for a busy machine, not a speed target
    setupFiles: ['../../vitest.fast-check.ts'],
  },
});
