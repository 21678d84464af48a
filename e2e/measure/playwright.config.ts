import { defineConfig } from '@playwright/test';

/** Measurements in the buyers' other engines (scripts/bench-prefetch.mjs starts the shop and runs these). */
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/measure',
  timeout: 900_000,
  workers: 1,
  retries: 0,
  reporter: [['list']],
});
