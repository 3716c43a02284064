import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project has its own config beside its code.
export default defineConfig({
  test: {
    projects: ['apps/server', 'apps/web', 'packages/*'],
  },
});
