// The save-to-screen time of `npm run dev -- points` (docs/dev-loop.md): with the points page open and an amount
// typed, a component's text is changed and saved, and the time is taken from the save until the open page shows the
// new text. Each save must show without a reload (the page's own marker survives, no navigation) and without losing
// the typed amount. The times go to DEV_LOOP_RESULT for scripts/measure-dev-loop.mjs, which prints their median.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../support/shop';
import { LOYALTY_CUSTOMERS, POINTS_TEXTS, createSignedContract, reachPoints } from '../support/steps/points';

const COMPONENT = path.join(ROOT, 'mf-points', 'src', 'PointsPage.tsx');
const SAVES = Number(process.env.DEV_LOOP_SAVES ?? 7);
const HEADING = '<h1 className="points__title">{t(\'title\')}</h1>';

test('a saved edit of a points component shows in the open page, without a reload and keeping what is typed', async ({
  page,
}) => {
  const original = readFileSync(COMPONENT, 'utf8');
  expect(original).toContain(HEADING);
  const save = (text: string) =>
    writeFileSync(
      COMPONENT,
      original.replace(HEADING, `${HEADING}\n      <p className="points__dev-save">${text}</p>`),
    );
  const times: number[] = [];
  try {
    await reachPoints(page, 'en', await createSignedContract(page.request), LOYALTY_CUSTOMERS.rich);
    const amount = page.getByLabel(POINTS_TEXTS.en.amount.label);
    await amount.fill('12');
    await page.evaluate(() => Object.assign(window, { devLoopMarker: 'kept' }));
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    for (let index = 1; index <= SAVES; index += 1) {
      const text = `Dev loop save ${index}`;
      const saved = Date.now();
      save(text);
      await expect(page.getByText(text, { exact: true })).toBeVisible();
      times.push(Date.now() - saved);
      expect(navigations, 'the page was reloaded').toBe(0);
      expect(await page.evaluate(() => (window as unknown as { devLoopMarker?: string }).devLoopMarker)).toBe('kept');
      await expect(amount).toHaveValue('12');
      // A pause, as between two saves of a developer: the watcher sees each save on its own.
      // eslint-disable-next-line playwright/no-wait-for-timeout -- the pause is the thing measured around, not a wait for the page
      await page.waitForTimeout(500);
    }
  } finally {
    writeFileSync(COMPONENT, original);
    if (process.env.DEV_LOOP_RESULT) writeFileSync(process.env.DEV_LOOP_RESULT, JSON.stringify(times));
  }
});
