import { defineProject } from 'vitest/config';

// The coach project of the root Vitest run: the built-in engine's pure rules (facts, tips, intents, replies, red flags).
export default defineProject({
  test: {
    name: 'coach',
    maxWorkers: '100%', // a project does not inherit the root's maxWorkers (vitest.config.ts)
    // A ceiling for a busy machine, not a speed target (ADR 006); Vitest's default of 5 s failed under load.
    testTimeout: 30_000,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['../../vitest.fast-check.ts'],
  },
});
