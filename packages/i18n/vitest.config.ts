import { defineProject } from 'vitest/config';

// The i18n project of the root Vitest run (`npx vitest run --project i18n`): key parity between
// the five languages and the check that every key the web app uses exists.
export default defineProject({
  test: {
    name: 'i18n',
    maxWorkers: '100%', // a project does not inherit the root's maxWorkers (vitest.config.ts)
    // A ceiling for a busy machine, not a speed target (ADR 006); Vitest's default of 5 s failed under load.
    testTimeout: 30_000,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
