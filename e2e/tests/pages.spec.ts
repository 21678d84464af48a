// Every page in both languages at a phone's and a desktop's width: a screenshot compared with the committed baseline
// (a page that loses its layout fails), and axe with no serious or critical violation. A page's baselines live with
// the step that draws it, in mf-<step>/e2e-snapshots/ (the shell's 404 page in shell/e2e-snapshots/), so a team that
// changes its page updates its own folder; after an intended change of the look: npx playwright test --config
// e2e/playwright.config.ts pages.spec.ts --update-snapshots, then look at every changed image before committing it.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { axeViolations } from '../support/accessibility';
import { PAGE_STATES, openPageState, volatile, widthsOf } from '../support/pageStates';
import { pastSignCutoff } from '../support/steps/confirm';

const NEEDS_SIGNING = new Set([
  'confirm',
  'confirmCodeExpired',
  'points',
  'pointsWrongSecret',
  'payment',
  'paid',
  'notPaid',
  'success',
  'fail',
  'bankPending',
]);

/** The folder of the step mounted on the page (its `data-step`), or the shell's when no step draws the page. */
async function ownerFolder(page: Page): Promise<string> {
  const mounted = page.locator('[data-step]');
  return (await mounted.count()) === 0 ? 'shell' : `mf-${await mounted.getAttribute('data-step')}`;
}

test.beforeEach(async ({ page }) => {
  await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
});

for (const locale of ['uk', 'en'] as const) {
  for (const state of PAGE_STATES) {
    test(`${state} (${locale}) looks as it should and has no serious accessibility violation`, async ({ page }) => {
      test.skip(NEEDS_SIGNING.has(state) && (await pastSignCutoff()), 'past the sign-and-pay cut-off for today');
      const widths = widthsOf(state);
      await page.setViewportSize({ width: Math.max(...widths), height: 900 });
      await openPageState(page, state, locale);
      const folder = await ownerFolder(page);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await expect(page).toHaveScreenshot([folder, 'e2e-snapshots', `${state}-${locale}-${width}.png`], {
          fullPage: true,
          mask: volatile(page),
          maxDiffPixelRatio: 0.01,
        });
        expect(await axeViolations(page, { impacts: ['serious', 'critical'] }), `at ${width} px`).toEqual([]);
      }
    });
  }
}
