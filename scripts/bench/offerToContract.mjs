// The time from choosing an offer to the contract form being usable: a buyer on the home page fills the calculator
// with a choice the sandbox sells, waits for the offers, and presses "buy" on the first one; the clock runs from that
// click to the moment the contract form's first input is visible and enabled. Measured in the page (event time to
// the animation frame that sees the input), so the test driver's own round trips are not counted.
import { firstOffer, mounted } from './journey.mjs';
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
    const buy = await firstOffer(page, CALCULATOR);
    await buy.waitFor({ state: 'visible' });
    await page.evaluate(armClock, CONTRACT_INPUT);
    await buy.click();
    await page.waitForFunction(() => window.__offerToContractMs !== undefined, undefined, { timeout: TIMEOUT_MS });
    return await page.evaluate(() => window.__offerToContractMs);
  } finally {
    await context.close();
  }
}
