// What fetching the next step ahead saves a buyer in WebKit, Safari's engine (docs/performance.md): the time from
// the click on "Buy" to a usable contract form, in the page's own clock, with the shop's step servers made far away
// (each request held BENCH_LATENCY_MS by the browser's proxy). Two variants, alternately, each in a fresh page:
// - as shipped: WebKit has no rel=prefetch, so the shell preloads the next step once the home page is idle;
// - as before: the page is told the engine knows rel=prefetch, so it adds prefetch links WebKit ignores.
// Prints the medians and the requests for step files made after the click; asserts nothing about time.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { AREAS, PERIODS } from '@greencard/domain';
import { en } from '../../mf-calculator/src/i18n/en';
import { waitForStep, waitUntil } from '../engines/support/enginePage';
import { startRecordingProxy } from '../engines/support/recordingProxy';
import { launchWebKit } from '../engines/support/webkit';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 150);
const SHOP = process.env.SHOP_URL ?? '';
/** The step servers' addresses (their ports), whose files the prefetch is about. */
const STEP_ORIGINS = (process.env.STEP_ORIGINS ?? '').split(',').filter(Boolean);

const label = (list: readonly { value: string; label: { en: string } }[], value: string) =>
  list.find((entry) => entry.value === value)?.label.en ?? value;

/** What the buyer picks in the calculator before "Show prices": Europe, one month. */
const PICKS = [
  [en.calculator.area, label(AREAS, 'EUROPE')],
  [en.calculator.period, label(PERIODS, 'ONE_MONTH')],
] as const;

const VARIANTS = {
  'preload when idle (as shipped)': '',
  'prefetch links WebKit ignores (as before)': 'DOMTokenList.prototype.supports = function () { return true; };',
} as const;

/** In the page: the first offer's "Buy" button (its name says which offer), or undefined. */
const FIRST_BUY = `Array.prototype.filter.call(document.querySelectorAll('#step-outlet button'), function (b) {
  return /^Buy( |$)/.test((b.getAttribute('aria-label') || b.textContent).trim());
})[0]`;

// In the page: the click on the first "Buy" starts the clock, the contract form's first usable input stops it (as the
// Chromium bench's offerToContract.spec.ts).
const CLICK_TO_FORM = `
  var button = ${FIRST_BUY};
  var started = performance.now();
  button.click();
  return new Promise(function (resolve) {
    var check = function () {
      var input = document.querySelector('form.contract-form input');
      if (input && input.getClientRects().length && !input.disabled) resolve(performance.now() - started);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });`;

/** The bench's own summary of runs (scripts/bench/report.mjs): median and spread. */
type Summary = (values: number[]) => { median: number; min: number; max: number };
const summaryOf = async () =>
  ((await import(path.resolve(__dirname, '../../scripts/bench/report.mjs'))) as { summary: Summary }).summary;

test('the next step fetched ahead in WebKit: offer chosen to contract form usable', async () => {
  const proxy = await startRecordingProxy({ latencyMs: LATENCY_MS });
  const browser = await launchWebKit(proxy.port);
  const results: Record<string, { ms: number[]; afterClick: number[] }> = {};
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      for (const [variant, script] of Object.entries(VARIANTS)) {
        process.stderr.write(`${variant}: ${run}/${RUNS}\n`);
        proxy.setPageScript(script);
        const page = await browser.newPage();
        try {
          await page.goto(`${SHOP}/en`);
          await waitForStep(page, 'calculator');
          for (const [field, value] of PICKS) {
            await page.click({ kind: 'button', name: field, exact: false });
            await page.click({ kind: 'button', name: value });
          }
          await page.click({ kind: 'button', name: en.calculator.submit });
          await waitUntil('the offers', () => page.evaluate<boolean>(`return !!${FIRST_BUY};`));
          // The buyer reads the offers a moment: the page is idle, and whatever it fetches ahead it has fetched.
          await proxy.quiet(1500);
          proxy.takeRequests();
          const ms = await page.evaluate<number>(CLICK_TO_FORM);
          await waitForStep(page, 'contract');
          const stepFiles = proxy.takeRequests().filter((url) => STEP_ORIGINS.some((origin) => url.startsWith(origin)));
          (results[variant] ??= { ms: [], afterClick: [] }).ms.push(ms);
          results[variant].afterClick.push(stepFiles.length);
        } finally {
          await page.close();
        }
      }
    }
  } finally {
    await browser.close();
    await proxy.close();
  }
  const summary = await summaryOf();
  const lines = Object.entries(results).map(([variant, { ms, afterClick }]) => {
    const time = summary(ms);
    return (
      `${variant.padEnd(44)} median ${Math.round(time.median)} ms [${Math.round(time.min)}-${Math.round(time.max)}], ` +
      `step files requested after the click: median ${summary(afterClick).median}`
    );
  });
  const report = [`WebKitGTK, ${RUNS} runs per variant, ${LATENCY_MS} ms added to every request:`, ...lines].join('\n');
  console.log(report);
  if (process.env.BENCH_RESULT) writeFileSync(process.env.BENCH_RESULT, report);
});
