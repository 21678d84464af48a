// Firefox ESR (Debian's firefox-esr) over WebDriver BiDi, driven by puppeteer-core: one browser per worker, a fresh
// browser context (its own cookies and storage) per page, every request through the recording proxy.
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import {
  DEFAULT_WAIT_MS,
  FIND_ELEMENT,
  clickFound,
  staysPut,
  waitUntil,
  type EnginePage,
  type PageLoad,
  type Query,
} from './enginePage';

const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export interface FirefoxBrowser {
  newPage(pageLoad?: PageLoad): Promise<EnginePage>;
  close(): Promise<void>;
}

export async function launchFirefox(proxyPort: number): Promise<FirefoxBrowser> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // The first launch in a fresh clone makes Firefox's profile: it took over puppeteer's 30 s twice on 2 cores.
    timeout: 90_000,
    extraPrefsFirefox: {
      'network.proxy.type': 1,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': proxyPort,
      'network.proxy.no_proxies_on': '',
      // Firefox sends nothing for the machine itself through a proxy unless told to.
      'network.proxy.allow_hijacking_localhost': true,
      'intl.accept_languages': 'uk-UA, uk',
    },
  });
  return {
    async newPage(pageLoad = 'normal') {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      return firefoxPage(page, pageLoad, () => context.close());
    },
    close: () => browser.close(),
  };
}

function firefoxPage(page: Page, pageLoad: PageLoad, closeContext: () => Promise<void>): EnginePage {
  const waitUntilLoaded = pageLoad === 'eager' ? 'domcontentloaded' : 'load';
  const find = async (query: Query) =>
    (
      await page.evaluateHandle(`(${FIND_ELEMENT})(${JSON.stringify(query)})`)
    ).asElement() as ElementHandle<Element> | null;
  const element = (query: Query) =>
    waitUntil(`${query.kind} "${query.name}"`, async () => (await find(query)) ?? undefined);
  return {
    engine: 'firefox',
    async goto(url) {
      await page.goto(url, { waitUntil: waitUntilLoaded, timeout: DEFAULT_WAIT_MS });
    },
    async reload() {
      await page.reload({ waitUntil: waitUntilLoaded, timeout: DEFAULT_WAIT_MS });
    },
    url: async () => page.url(),
    async setWidth(width) {
      await page.setViewport({ width, height: 900 });
    },
    evaluate: <T>(body: string, ...args: unknown[]) =>
      page.evaluate(`(async function () { ${body} }).apply(null, ${JSON.stringify(args)})`) as Promise<T>,
    has: async (query) => (await find(query)) !== null,
    click: (query) =>
      clickFound(
        `${query.kind} "${query.name}" to click`,
        () => find(query),
        (element) => element.evaluate(staysPut),
      ),
    async fill(query, text) {
      const field = await element(query);
      await field.click({ count: 3 });
      await field.evaluate((el) => (el as HTMLInputElement).select?.());
      await page.keyboard.press('Backspace');
      await field.type(text);
    },
    screenshot: async () => Buffer.from(await page.screenshot({ encoding: 'binary' })),
    close: closeContext,
  };
}
