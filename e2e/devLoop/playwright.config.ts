import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../support/chromium';

/** The save-to-screen measurement of `npm run dev` (scripts/measure-dev-loop.mjs starts the loop and runs this). */
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/dev-loop',
  timeout: 300_000,
  expect: { timeout: 30_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: { baseURL: process.env.SHOP_URL, launchOptions: CHROMIUM_LAUNCH, locale: 'en-GB', timezoneId: 'Europe/Kyiv' },
});
