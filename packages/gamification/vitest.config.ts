import { defineProject } from 'vitest/config';

// The gamification project of the root Vitest run: the pure rules (points, levels, streaks, badges, health score).
export default defineProject({
  test: {
    name: 'gamification',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['../../vitest.fast-check.ts'],
  },
});
