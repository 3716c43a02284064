import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // PGlite start-up takes a moment on small machines.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
