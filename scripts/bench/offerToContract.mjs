// The time from choosing an offer to the contract form being usable: a buyer on the home page fills the calculator
// with a choice the sandbox sells, waits for the offers, and presses "buy" on the first one; the clock runs from that
// click to the moment the contract form's first input is visible and enabled. Measured in the page (event time to
// the animation frame that sees the input), so the test driver's own round trips are not counted.
import { profiledPage } from './profile.mjs';

// The calculator's Ukrainian texts and the domain's option labels, as the journeys in e2e/support/steps pick them.
const CALCULATOR = {
  area: 'Зона дії',
  europe: 'Європа',
  period: 'Строк дії',
  month: '1 місяць',
  submit: 'Показати ціни',
  offers: 'Пропозиції',
  buy: /^Оформити /,
};
/** Waits until `step` has taken the server's HTML over (lifecycle.tsx marks the outlet): only then do its buttons work. */
const mounted = (page, step) =>
  page.locator(`#step-outlet[data-mounted-step="${step}"]`).waitFor({ state: 'attached' });

/** Chooses `option` in the select whose button starts with `label`. */
async function pick(page, label, option) {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const CONTRACT_INPUT = 'form.contract-form input';
const TIMEOUT_MS = 120_000;

/** Arms the clock in the page: the next click starts it, the contract form's first usable input stops it. */
function armClock(selector) {
  document.addEventListener(
    'click',
    (event) => {
      const started = event.timeStamp;
      const check = () => {
        const input = document.querySelector(selector);
        if (input?.checkVisibility() && input.matches(':enabled'))
          window.__offerToContractMs = performance.now() - started;
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { capture: true, once: true },
  );
}

/** @returns {Promise<number>} milliseconds from the click on "buy" to a usable contract form */
export async function offerToContract(browser, homeUrl) {
  const { context, page } = await profiledPage(browser);
  page.setDefaultTimeout(TIMEOUT_MS);
  try {
    await page.goto(homeUrl, { waitUntil: 'networkidle' });
    await mounted(page, 'calculator');
    await pick(page, CALCULATOR.area, CALCULATOR.europe);
    await pick(page, CALCULATOR.period, CALCULATOR.month);
    await page.getByRole('button', { name: CALCULATOR.submit }).click();
    const offers = page.getByRole('region', { name: CALCULATOR.offers, exact: true });
    const buy = offers.getByRole('button', { name: CALCULATOR.buy }).first();
    await buy.waitFor({ state: 'visible' });
    await page.evaluate(armClock, CONTRACT_INPUT);
    await buy.click();
    await page.waitForFunction(() => window.__offerToContractMs !== undefined, undefined, { timeout: TIMEOUT_MS });
    return await page.evaluate(() => window.__offerToContractMs);
  } finally {
    await context.close();
  }
}
