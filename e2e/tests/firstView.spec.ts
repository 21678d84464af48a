// A buyer on a phone taps the home page's controls as soon as the page shows them, before its script has taken the
// server's HTML over: no tap is lost (docs/server-rendering.md, "Before the page hydrates"). Each test opens the page
// itself, on a phone with the CPU slowed 6x, holds the page's scripts back until the buyer has acted (so the act
// surely comes first, however fast or loaded the machine), then lets them load: unlike every other test it does not
// wait for the page to hydrate (../support/test) before acting.
import type { Browser, Page, Route } from '@playwright/test';
import type { Locale } from '@greencard/domain';
import { HYDRATION_ERROR } from '@greencard/step/src/hydration/reportHydrationError';
import { en as commonEn } from '../../shared/i18n/src/resources/en';
import { uk as commonUk } from '../../shared/i18n/src/resources/uk';
import { homePath, LABELS, selectButton } from '../support/steps/calculator';
import { expect, test } from '../support/test';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'uk-UA' } as const;
const CPU_SLOWDOWN = 6;
const LOCALES = ['uk', 'en'] as const satisfies readonly Locale[];
const REQUIRED = { uk: commonUk.validation.required, en: commonEn.validation.required } as const;
// The hydration of a page slowed 6x on a loaded machine takes seconds; what the tap does shows only after it.
const AFTER_HYDRATION = { timeout: 45_000 };
const SCRIPT = /\.m?js(\?.*)?$/;

interface FirstView {
  page: Page;
  /** Lets the page's scripts load, those asked for so far and every later one. */
  release(): Promise<void>;
  /** Whether the page's step was not mounted yet when the buyer first touched the page. */
  touchedBeforeMount(): Promise<boolean>;
  /** What React reported it had to repair in the server's HTML (nothing: a replayed tap changes nothing of it). */
  mismatches: string[];
  close(): Promise<void>;
}

/** Opens the home page on a slowed phone, its scripts held back, and returns as soon as the answer begins. */
async function openSlowed(browser: Browser, locale: Locale): Promise<FirstView> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const mismatches: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes(HYDRATION_ERROR)) mismatches.push(message.text());
  });
  await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
  const held: Route[] = [];
  const hold = (route: Route) => void held.push(route);
  await page.route(SCRIPT, hold);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const note = () => {
      const outlet = document.getElementById('step-outlet');
      (window as unknown as { touchedBeforeMount: boolean }).touchedBeforeMount = outlet?.dataset.mountedStep === undefined;
      document.removeEventListener('pointerdown', note, true);
    };
    document.addEventListener('pointerdown', note, true);
  });
  // Not to `domcontentloaded`: the page's deferred scripts, held back, hold that event up too.
  await page.goto(homePath(locale), { waitUntil: 'commit' });
  return {
    page,
    mismatches,
    async release() {
      await page.unroute(SCRIPT, hold);
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
    touchedBeforeMount: () => page.evaluate(() => (window as unknown as { touchedBeforeMount?: boolean }).touchedBeforeMount === true),
    close: () => context.close(),
  };
}

/** A select of the calculator: tapped at once, its list opens once the step has the tap. */
const opensItsList = (field: 'area' | 'autoType' | 'period', loads: number) => ({
  loads,
  act: (page: Page, locale: Locale) => selectButton(page, LABELS[locale][field]).tap(),
  done: (page: Page) => expect(page.getByRole('listbox')).toBeVisible(AFTER_HYDRATION),
});

/** Each control of the calculator's first view: what a buyer does to it at once, and what shows it was not lost. */
const CONTROLS: Record<string, { loads: number; act(page: Page, locale: Locale): Promise<void>; done(page: Page, locale: Locale): Promise<void> }> = {
  'the coverage area': opensItsList('area', 3),
  'the vehicle type': opensItsList('autoType', 2),
  'the coverage period': opensItsList('period', 2),
  'the state number': {
    loads: 2,
    act: async (page, locale) => {
      const field = page.getByRole('textbox', { name: LABELS[locale].stateNumber });
      await field.tap();
      await field.pressSequentially('AA1234AA');
    },
    // The number is looked up once the form holds it: the lookup's line says what it found (or did not).
    done: (page) => expect(page.locator('.calc-form__lookup')).not.toBeEmpty(AFTER_HYDRATION),
  },
  'the "get the price" button': {
    loads: 2,
    act: (page, locale) => page.getByRole('button', { name: LABELS[locale].submit }).tap(),
    // With no area chosen the form says so; the browser never sent the form itself.
    done: async (page, locale) => {
      const area = selectButton(page, LABELS[locale].area);
      await expect(area).toHaveAttribute('aria-invalid', 'true', AFTER_HYDRATION);
      // The form's fields each keep an error line, empty while the field is valid: the area's says it is required.
      await expect(page.locator('.calc-form .gc-field__error', { hasText: REQUIRED[locale] }).first()).toBeVisible();
      expect(new URL(page.url()).search).toBe('');
    },
  },
};

for (const locale of LOCALES) {
  for (const [name, control] of Object.entries(CONTROLS)) {
    test(`${homePath(locale)}: a tap on ${name} at the first paint is kept, ${control.loads} loads of ${control.loads}`, async ({ browser, request }) => {
      test.setTimeout(control.loads * 60_000 + 30_000);
      // The page with the step's first view in it: a shop just started sends the first pages without it while it
      // reads the build's first-view.json (docs/server-rendering.md), and those have nothing to tap yet.
      await expect
        .poll(async () => (await request.get(homePath(locale))).text(), { timeout: 30_000 })
        .toContain('data-step="calculator"');
      for (let load = 1; load <= control.loads; load += 1) {
        const view = await openSlowed(browser, locale);
        try {
          await control.act(view.page, locale);
          expect(await view.touchedBeforeMount(), `load ${load}: the tap came before the step was mounted`).toBe(true);
          await view.release();
          await control.done(view.page, locale);
          expect(view.mismatches).toEqual([]);
        } finally {
          await view.close();
        }
      }
    });
  }
}
