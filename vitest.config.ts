import { defineConfig } from 'vitest/config';

// One Vitest run: the contracts, the engines, the API (real database per test file), the web app (happy-dom)
// and the benchmarks' tools.
export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: a single worker on CI's 2 cores. Most files wait
    // on the database or on game timers, so two workers take about half the time (VITEST_WORKERS to change).
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 2),
    projects: [
      'packages/contracts/vitest.config.ts',
      'packages/games/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'bench/vitest.config.ts',
    ],
  },
});
