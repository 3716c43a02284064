import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// The web project of the root Vitest run (`npx vitest run --project web`).
export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    maxWorkers: '100%', // a project does not inherit the root's maxWorkers (vitest.config.ts)
    environment: 'jsdom',
    pool: 'vmThreads',
    setupFiles: ['./src/test/setup.ts'],
    // scripts/: the build's own tests (Node environment, set in the file).
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    restoreMocks: true,
    // A ceiling, not a speed target: a test that waits for a state may take long on a busy machine.
    testTimeout: 30_000,
    unstubGlobals: true,
  },
});
