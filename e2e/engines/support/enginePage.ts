// One page of a buyer's browser, the same few acts whichever engine and client drives it (Firefox over WebDriver
// BiDi with puppeteer-core, WebKit over WebDriver with selenium-webdriver): the journeys are written once for both.
// Elements are found in the page the way a buyer finds them, by what they say (a field by its label, a button by
// its name), and then clicked and typed into with the driver's real input, not by scripts.

export type Engine = 'firefox' | 'webkit';

/**
 * What a navigation of the buyer's page waits for, in WebDriver's words: the page's load (`normal`), or only its HTML
 * parsed (`eager`), so that the buyer can act on a page whose step's scripts are still loading, or held.
 */
export type PageLoad = 'normal' | 'eager';

/** What to find: a field by its label, a button or link or option by its name, a radio or checkbox by its label. */
export interface Query {
  kind: 'field' | 'button' | 'choice';
  /** The name as the page shows it; with `exact: false` the name starts with it. */
  name: string;
  exact?: boolean;
}

/** The in-page finder: the first visible element that answers the query, or null. Kept free of outside names. */
export const FIND_ELEMENT = `function (query) {
  var normal = function (text) { return String(text || '').replace(/\\s+/g, ' ').trim(); };
  var visible = function (el) {
    if (!el || !el.getClientRects().length) return false;
    var style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  var matches = function (text) {
    var name = normal(query.name);
    text = normal(text);
    return query.exact === false ? text.indexOf(name) === 0 : text === name;
  };
  var text = function (node) {
    if (node.nodeType === 3) return node.textContent;
    if (node.nodeType !== 1 || node.getAttribute('aria-hidden') === 'true') return '';
    return Array.prototype.map.call(node.childNodes, text).join('');
  };
  var byIds = function (ids) {
    return String(ids || '').split(' ').map(function (id) { var el = document.getElementById(id); return el ? text(el) : ''; }).join(' ');
  };
  var labelOf = function (el) {
    if (el.getAttribute('aria-label')) return el.getAttribute('aria-label');
    if (el.getAttribute('aria-labelledby')) return byIds(el.getAttribute('aria-labelledby'));
    if (el.labels && el.labels.length) return text(el.labels[0]);
    return '';
  };
  var all = function (selector) { return Array.prototype.slice.call(document.querySelectorAll(selector)); };
  if (query.kind === 'field') {
    return all('input:not([type=radio]):not([type=checkbox]):not([type=hidden]), textarea, [role=combobox]')
      .filter(function (el) { return visible(el) && matches(labelOf(el)); })[0] || null;
  }
  if (query.kind === 'choice') {
    var input = all('input[type=radio], input[type=checkbox]').filter(function (el) { return matches(labelOf(el)); })[0];
    if (!input) return null;
    if (visible(input) && input.getBoundingClientRect().width > 2) return input;
    var label = input.labels && input.labels[0];
    return visible(label) ? label : null;
  }
  return all('button, a[href], [role=button], [role=option], [role=menuitem], [role=link], [role=tab], input[type=submit]')
    .filter(function (el) { return visible(el) && matches(labelOf(el) || text(el) || el.value); })[0] || null;
}`;

export interface EnginePage {
  readonly engine: Engine;
  /** Opens an absolute URL and waits for it to load (its HTML to be parsed, on an `eager` page). */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** The window's inner width in CSS pixels (a phone's 390 or a desk's 1280); the height stays 900. */
  setWidth(width: number): Promise<void>;
  /** Runs `body` (a function body; `args` are its arguments array) in the page; a returned promise is awaited. */
  evaluate<T>(body: string, ...args: unknown[]): Promise<T>;
  /** Whether the element is on the page now. */
  has(query: Query): Promise<boolean>;
  /** Clicks the element, once it is there. */
  click(query: Query): Promise<void>;
  /** Replaces the field's text with `text`, typed key by key, once the field is there. */
  fill(query: Query, text: string): Promise<void>;
  /** What the window shows now, as PNG (attached to a failed test). */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

export const DEFAULT_WAIT_MS = 20_000;

/** Polls `check` until it gives a value other than false, null or undefined; a check that throws is tried again. */
export async function waitUntil<T>(
  what: string,
  check: () => Promise<T | false | null | undefined>,
  timeoutMs = DEFAULT_WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== false && value !== null && value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`Waited ${timeoutMs} ms for ${what}${last ? ` (last error: ${String(last)})` : ''}`);
}

/** In the page: whether the element stays where it is across two frames (no smooth scroll or animation moves it). */
export function staysPut(element: Element): Promise<boolean> {
  return new Promise((resolve) => {
    const before = element.getBoundingClientRect();
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const after = element.getBoundingClientRect();
        resolve(before.top === after.top && before.left === after.left);
      }),
    );
  });
}

/**
 * Clicks what `find` finds, once it is there and stays put (a click during a smooth scroll lands beside it); a click
 * that fails because the element went away or was covered while the page re-rendered it is tried again on the
 * element found anew.
 */
export async function clickFound<E extends { click(): Promise<unknown> }>(
  what: string,
  find: () => Promise<E | null | undefined>,
  staysPut: (element: E) => Promise<boolean>,
): Promise<void> {
  await waitUntil(what, async () => {
    const element = await find();
    if (!element || !(await staysPut(element))) return false;
    await element.click();
    return true;
  });
}

/** The page's visible text with every run of white space (a no-break space too) as one space. */
const visibleText = (page: EnginePage) =>
  page.evaluate<string>("return document.body.innerText.replace(/\\s+/g, ' ');");

/** Waits until the page shows `text` (or text matching it). */
export async function waitForText(page: EnginePage, text: string | RegExp, timeoutMs = DEFAULT_WAIT_MS): Promise<void> {
  const wanted = typeof text === 'string' ? text.replace(/\s+/g, ' ') : text;
  await waitUntil(
    `the page to show ${String(text)}`,
    async () => {
      const shown = await visibleText(page);
      return typeof wanted === 'string' ? shown.includes(wanted) : wanted.test(shown);
    },
    timeoutMs,
  );
}

/** Waits until the page's path (no query) is `path`. */
export async function waitForPath(page: EnginePage, path: string | RegExp): Promise<void> {
  await waitUntil(`the address to be ${String(path)}`, async () => {
    const { pathname } = new URL(await page.url());
    return typeof path === 'string' ? pathname === path : path.test(pathname);
  });
}

/**
 * Waits until a step is mounted in the page (`step`, when given): its controls work only then (e2e/support/test.ts),
 * and a page left while its step's files still load aborts them, which is not what a journey means to test.
 */
export async function waitForStep(page: EnginePage, step?: string): Promise<void> {
  await waitUntil(`the ${step ?? 'page'} step to be mounted`, () =>
    page.evaluate<boolean>(
      "var outlet = document.getElementById('step-outlet'); var mounted = outlet && outlet.dataset.mountedStep; return !!mounted && (!arguments[0] || mounted === arguments[0]);",
      step ?? '',
    ),
  );
}

/** The page's h1, once there is one. */
export const heading = (page: EnginePage) =>
  waitUntil('an h1', () =>
    page.evaluate<string | null>(
      "var h = document.querySelector('h1'); return h ? h.textContent.replace(/\\s+/g, ' ').trim() : null;",
    ),
  );

/** Waits until the page's h1 says `text`. */
export async function waitForHeading(page: EnginePage, text: string): Promise<void> {
  await waitUntil(`the h1 "${text}"`, async () => (await heading(page)) === text);
}
