import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../support/chromium';
import { EDGE_URL } from './stack';

/**
 * The deployment test (docs/deployment.md, "The deployment test"): every image of docker/compose.yaml built with
 * podman, the stack started with podman-compose, and the shop used through its edge as buyers, teams and the operator
 * use it. One stack for the whole run, so the specs run one after the other, in the order of their files.
 *   npx playwright test --config e2e/deployment/playwright.config.ts
 */
export default defineConfig({
  globalSetup: './globalSetup.ts',
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/deployment',
  // Image builds and container starts run at low priority on shared cores.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: EDGE_URL,
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'retain-on-failure',
    locale: 'uk-UA',
    timezoneId: 'Europe/Kyiv',
  },
  projects: [{ name: 'deployment' }],
});
