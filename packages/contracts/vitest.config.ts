import { defineProject } from 'vitest/config';

// The contracts project of the root Vitest run: endpoint declarations and the error table are consistent.
export default defineProject({
  test: { name: 'contracts', environment: 'node', include: ['src/**/*.test.ts'] },
});
