import { defineConfig } from '@playwright/test';

/**
 * Measurements a bench runs against a shop it started: in the buyers' other engines (scripts/bench-prefetch.mjs), a
 * whole purchase and the offer-to-contract time under the bench's profile (scripts/bench-home.mjs), whose throttled
 * pages wait long, and another buyer's searches under a flood of PDFs (scripts/measure-document-flood.mjs).
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/measure',
  timeout: 900_000,
  expect: { timeout: 120_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
});
