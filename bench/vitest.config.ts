import { defineConfig } from 'vitest/config';

// The benchmarks' own tools (a load generator must read the server's answers right for its figures to mean
// anything); the benchmarks themselves run from the README, never as tests.
export default defineConfig({
  test: { name: 'bench', include: ['lib/**/*.test.ts'], environment: 'node' },
});
