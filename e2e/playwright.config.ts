import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium';

/**
 * End-to-end tests of the composed shop, against production builds served as a buyer gets them: the Chromium tests
 * (the shop's own in tests/, each step's in its folder, mf-<step>/e2e/, Playwright's own pages) and the buyer journeys
 * in Firefox and WebKit (engines/, each engine a project), all against the one shop of the global setup.
 * `--project chromium`, `--project firefox` or `--project webkit` runs one of them; `--grep @<step>` the tests of
 * one step (`npm run e2e --workspace @greencard/mf-<step>`).
 */
export default defineConfig({
  globalSetup: './support/globalSetup.ts',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // In CI a missing screenshot baseline is a failure, not a new baseline.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  // The JSON report goes to a file, never after the list on standard output: e2e/test-results/report.json, or the
  // file PLAYWRIGHT_JSON_OUTPUT_NAME names (scripts/test.mjs reads it from there).
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? './test-results/report.json' }],
  ],
  use: {
    baseURL: process.env.SHOP_URL,
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'retain-on-failure',
    locale: 'uk-UA',
    timezoneId: 'Europe/Kyiv',
  },
  projects: [
    // A screenshot's name starts with the folder that owns it (tests/pages.spec.ts): mf-<step>/e2e-snapshots/...
    {
      name: 'chromium',
      testDir: '..',
      testMatch: ['e2e/tests/*.spec.ts', 'mf-*/e2e/*.spec.ts'],
      testIgnore: ['**/node_modules/**', 'e2e/tests/newStep.spec.ts'],
      snapshotPathTemplate: '{testDir}/{arg}{-projectName}{-snapshotSuffix}{ext}',
    },
    // The other engines are driven over WebDriver from outside the browser, which on a loaded 2-core machine now and
    // then loses a step Playwright's own waits would not (a load aborted by a navigation); a journey must pass on one
    // of three tries, and a retried one is reported as flaky, not hidden.
    { name: 'firefox', testDir: './engines', use: { engine: 'firefox' }, retries: 2 },
    { name: 'webkit', testDir: './engines', use: { engine: 'webkit' }, retries: 2 },
    // newStep.spec.ts adds a step folder to the repository for its run: every `npm start` and every step list read
    // meanwhile would have the step too, so it runs after the other projects, alone (`--project new-step --no-deps`
    // runs it without them).
    {
      name: 'new-step',
      testDir: './tests',
      testMatch: 'newStep.spec.ts',
      dependencies: ['chromium', 'firefox', 'webkit'],
    },
  ],
});
