import { defineConfig } from 'vitest/config';

// One Vitest run, two projects: the API (real database per test file) and the web app (happy-dom).
export default defineConfig({
  test: {
    projects: [
      'packages/contracts/vitest.config.ts',
      'packages/games/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
