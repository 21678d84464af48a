// A buyer on a phone taps the home page's controls as soon as the page shows them, before its script has taken the
// server's HTML over: no tap is lost (docs/server-rendering.md, "Before the page hydrates"). Each test opens the page
// itself, on a phone with the CPU slowed 6x, holds the calculator step's scripts back until the buyer has acted (so the
// act surely comes before the step is mounted, however fast or loaded the machine), then lets them load: unlike every
// other test it does not wait for the page to hydrate (../support/test) before acting. A load costs only the page: one
// phone (browser context) serves all of a test's loads, a new buyer each time (cookies and storage cleared), and only
// the step's scripts are held, through the DevTools protocol (Playwright's routing would pass every request of the
// page through the test).
import type { Browser, Page } from '@playwright/test';
import type { Locale } from '@greencard/domain';
import { HYDRATION_ERROR } from '@greencard/step/src/hydration/reportHydrationError';
import { en as commonEn } from '../../shared/i18n/src/resources/en';
import { uk as commonUk } from '../../shared/i18n/src/resources/uk';
import { remoteUrls } from '../support/shop';
import { homePath, LABELS, selectButton } from '../support/steps/calculator';
import { expect, test } from '../support/test';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'uk-UA' } as const;
const CPU_SLOWDOWN = 6;
/** Loads per control and language: a tap that is kept only sometimes is lost for some buyers. */
const LOADS = 3;
const LOCALES = ['uk', 'en'] as const satisfies readonly Locale[];
const REQUIRED = { uk: commonUk.validation.required, en: commonEn.validation.required } as const;
// The hydration of a page slowed 6x on a loaded machine takes seconds; what the tap does shows only after it.
const AFTER_HYDRATION = { timeout: 45_000 };

interface Phone {
  page: Page;
  /** Opens the page as a new buyer, the step's scripts held back, and returns as soon as the answer begins. */
  open(path: string): Promise<void>;
  /** Lets the step's scripts load, those asked for so far and every later one. */
  release(): Promise<void>;
  /** Whether the page's step was not mounted yet when the buyer first touched the page. */
  touchedBeforeMount(): Promise<boolean>;
  /** What React reported it had to repair in the server's HTML (nothing: a replayed tap changes nothing of it). */
  mismatches: string[];
  close(): Promise<void>;
}

/** A phone with the CPU slowed, which holds back the scripts of the calculator's build whenever it opens a page. */
async function slowedPhone(browser: Browser): Promise<Phone> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const mismatches: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes(HYDRATION_ERROR)) mismatches.push(message.text());
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  // Every load fetches the step's scripts (none comes from a cache without asking), so holding them holds the step.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // The tag manager is a third party's, never reached in tests.
  await cdp.send('Network.setBlockedURLs', { urls: ['https://www.googletagmanager.com/*'] });
  const held: string[] = [];
  let holding = false;
  const pass = (requestId: string) => cdp.send('Fetch.continueRequest', { requestId }).catch(() => undefined);
  cdp.on('Fetch.requestPaused', ({ requestId }) => {
    if (holding) held.push(requestId);
    else void pass(requestId);
  });
  await page.addInitScript(() => {
    const note = () => {
      const outlet = document.getElementById('step-outlet');
      (window as unknown as { touchedBeforeMount: boolean }).touchedBeforeMount =
        outlet?.dataset.mountedStep === undefined;
      document.removeEventListener('pointerdown', note, true);
    };
    document.addEventListener('pointerdown', note, true);
  });
  const stepScripts = `${remoteUrls().calculator}/*.js`;
  return {
    page,
    mismatches,
    async open(path) {
      // A new buyer: what the last load left (a saved form, the session) would have the step render afresh.
      await context.clearCookies();
      if (page.url().startsWith('http')) {
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      }
      holding = true;
      await cdp.send('Fetch.enable', { patterns: [{ urlPattern: stepScripts, requestStage: 'Request' }] });
      // Not to `domcontentloaded` or later: the buyer acts as soon as the page shows the control.
      await page.goto(path, { waitUntil: 'commit' });
    },
    async release() {
      holding = false;
      await Promise.all(held.splice(0).map(pass));
      await cdp.send('Fetch.disable');
    },
    touchedBeforeMount: () =>
      page.evaluate(() => (window as unknown as { touchedBeforeMount?: boolean }).touchedBeforeMount === true),
    close: () => context.close(),
  };
}

/** A select of the calculator: tapped at once, its list opens once the step has the tap. */
const opensItsList = (field: 'area' | 'autoType' | 'period') => ({
  act: (page: Page, locale: Locale) => selectButton(page, LABELS[locale][field]).tap(),
  done: (page: Page) => expect(page.getByRole('listbox')).toBeVisible(AFTER_HYDRATION),
});

/** Each control of the calculator's first view: what a buyer does to it at once, and what shows it was not lost. */
const CONTROLS: Record<
  string,
  { act(page: Page, locale: Locale): Promise<void>; done(page: Page, locale: Locale): Promise<void> }
> = {
  'the coverage area': opensItsList('area'),
  'the vehicle type': opensItsList('autoType'),
  'the coverage period': opensItsList('period'),
  'the state number': {
    act: async (page, locale) => {
      const field = page.getByRole('textbox', { name: LABELS[locale].stateNumber });
      await field.tap();
      await field.pressSequentially('AA1234AA');
    },
    // The number is looked up once the form holds it: the lookup's line says what it found (or did not).
    done: (page) => expect(page.locator('.calc-form__lookup')).not.toBeEmpty(AFTER_HYDRATION),
  },
  'the "get the price" button': {
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
    test(`${homePath(locale)}: a tap on ${name} at the first paint is kept, ${LOADS} loads of ${LOADS}`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(LOADS * 60_000 + 30_000);
      // The page with the step's first view in it: a shop just started sends the first pages without it while it
      // reads the build's first-view.json (docs/server-rendering.md), and those have nothing to tap yet.
      await expect
        .poll(async () => (await request.get(homePath(locale))).text(), { timeout: 30_000 })
        .toContain('data-step="calculator"');
      const phone = await slowedPhone(browser);
      try {
        for (let load = 1; load <= LOADS; load += 1) {
          await phone.open(homePath(locale));
          await control.act(phone.page, locale);
          expect(await phone.touchedBeforeMount(), `load ${load}: the tap came before the step was mounted`).toBe(true);
          await phone.release();
          await control.done(phone.page, locale);
        }
        expect(phone.mismatches).toEqual([]);
      } finally {
        await phone.close();
      }
    });
  }
}
