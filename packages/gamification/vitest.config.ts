import { defineProject } from 'vitest/config';

// The gamification project of the root Vitest run: the pure rules (points, levels, streaks, badges, health score).
export default defineProject({
  test: {
    name: 'gamification',
    maxWorkers: '100%', // a project does not inherit the root's maxWorkers (vitest.config.ts)
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['../../vitest.fast-check.ts'],
  },
});
