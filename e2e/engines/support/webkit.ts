// WebKit (Debian's WebKitGTK: webkit2gtk-driver's WebKitWebDriver driving its MiniBrowser) over WebDriver, driven by
// selenium-webdriver. WebKitGTK needs a display: each worker starts its own Xvfb on a free display number and its own
// WebKitWebDriver, and stops both at the end. A page is a WebDriver session of its own (a fresh MiniBrowser, so
// fresh cookies and storage), browsing through the recording proxy.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { freePort } from '../../support/ports';
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

const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const XVFB_PATH = '/usr/bin/Xvfb';

export interface WebKitBrowser {
  newPage(pageLoad?: PageLoad): Promise<EnginePage>;
  close(): Promise<void>;
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** An X display nobody holds (no lock file), from :90 on. */
function freeDisplay(): number {
  for (let display = 90 + Math.floor(Math.random() * 50); display < 400; display += 1) {
    if (!existsSync(`/tmp/.X${display}-lock`) && !existsSync(`/tmp/.X11-unix/X${display}`)) return display;
  }
  throw new Error('no free X display number');
}

async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const number = freeDisplay();
    const child = spawn(XVFB_PATH, [`:${number}`, '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
      stdio: 'ignore',
    });
    try {
      await waitUntil(
        'Xvfb to start',
        async () => {
          if (child.exitCode !== null) throw new Error(`Xvfb :${number} exited`);
          return existsSync(`/tmp/.X11-unix/X${number}`);
        },
        10_000,
      );
      return { display: `:${number}`, process: child };
    } catch {
      await stopProcess(child);
    }
  }
  throw new Error('Xvfb did not start');
}

export async function launchWebKit(proxyPort: number): Promise<WebKitBrowser> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: xvfb.display },
  });
  const server = `http://127.0.0.1:${port}`;
  try {
    await waitUntil('WebKitWebDriver to answer', async () => (await fetch(`${server}/status`)).ok, 10_000);
  } catch (error) {
    await stopProcess(driver);
    await stopProcess(xvfb.process);
    throw error;
  }
  const sessions = new Set<WebDriver>();
  return {
    async newPage(pageLoad = 'normal') {
      const session = await new Builder()
        .usingServer(server)
        .withCapabilities({
          browserName: 'MiniBrowser',
          // WebKitGTK's driver under `eager` makes every command that comes after a page's DOMContentLoaded wait for
          // its load all the same: an eager page is a session that waits for nothing, and its navigations wait for
          // the new page's HTML themselves (webkitPage).
          pageLoadStrategy: pageLoad === 'eager' ? 'none' : 'normal',
          'webkitgtk:browserOptions': {
            binary: MINIBROWSER_PATH,
            args: ['--automation', `--proxy=http://127.0.0.1:${proxyPort}`],
          },
        })
        .build();
      sessions.add(session);
      await session.manage().setTimeouts({ pageLoad: DEFAULT_WAIT_MS, script: DEFAULT_WAIT_MS });
      const page = webkitPage(session, pageLoad, async () => {
        sessions.delete(session);
        await session.quit();
      });
      await page.setWidth(1280);
      return page;
    },
    async close() {
      await Promise.all([...sessions].map((session) => session.quit().catch(() => undefined)));
      await stopProcess(driver);
      await stopProcess(xvfb.process);
    },
  };
}

/** Set on the page a navigation leaves, so that the wait for the new page does not take the old one for it. */
const LEFT = '__leftForANewPage';

function webkitPage(driver: WebDriver, pageLoad: PageLoad, quit: () => Promise<void>): EnginePage {
  const find = (query: Query) =>
    driver.executeScript<WebElement | null>(`return (${FIND_ELEMENT})(arguments[0]);`, query);
  const element = (query: Query) =>
    waitUntil(`${query.kind} "${query.name}"`, async () => (await find(query)) ?? undefined);
  const evaluate = <T>(body: string, ...args: unknown[]) =>
    driver.executeScript<T>(`return (async function () { ${body} }).apply(null, arguments);`, ...args);
  /** A navigation, which on an eager page returns once the new page's HTML is parsed. */
  const navigation = async (navigate: () => Promise<void>) => {
    if (pageLoad === 'normal') return navigate();
    await evaluate(`window.${LEFT} = true;`);
    await navigate();
    await waitUntil('the new page to be parsed', () =>
      evaluate<boolean>(`return !window.${LEFT} && document.readyState !== 'loading';`),
    );
  };
  return {
    engine: 'webkit',
    goto: (url) => navigation(() => driver.get(url)),
    reload: () => navigation(() => driver.navigate().refresh()),
    url: () => driver.getCurrentUrl(),
    async setWidth(width) {
      // The window's outer size is what WebDriver sets: the browser's own frame is added to the width asked for.
      await driver.manage().window().setRect({ width, height: 900 });
      const inner = await evaluate<number>('return window.innerWidth;');
      if (inner !== width)
        await driver
          .manage()
          .window()
          .setRect({ width: width + (width - inner), height: 900 });
    },
    evaluate,
    has: async (query) => (await find(query)) !== null,
    click: (query) =>
      clickFound(
        `${query.kind} "${query.name}" to click`,
        () => find(query),
        (element) => driver.executeScript<boolean>(`return (${staysPut.toString()})(arguments[0]);`, element),
      ),
    async fill(query, text) {
      const field = await element(query);
      await field.click();
      await field.sendKeys(Key.chord(Key.CONTROL, 'a'), Key.BACK_SPACE);
      await field.sendKeys(text);
    },
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
    close: quit,
  };
}
