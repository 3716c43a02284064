import { defineProject } from 'vitest/config';

// The contracts project of the root Vitest run: endpoint declarations and the error table are consistent; the
// civil-date arithmetic holds (property tests with fast-check, one fixed seed: ADR 006).
export default defineProject({
  test: {
    name: 'contracts',
    maxWorkers: '100%', // a project does not inherit the root's maxWorkers (vitest.config.ts)
    // A ceiling for a busy machine, not a speed target (ADR 006); Vitest's default of 5 s failed under load.
    testTimeout: 30_000,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['../../vitest.fast-check.ts'],
  },
});
