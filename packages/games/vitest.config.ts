import { defineConfig } from 'vitest/config';

// The engines' property tests play hundreds of random games; CI runs them beside the API tests on two
// cores, where 5 s (Vitest's default) was seen to run out. A bound on a failure, not a speed target.
export default defineConfig({
  test: { name: 'games', include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
});
