// A step's first views: HTML its build rendered (first-view.json beside its manifest, docs/server-rendering.md), which
// the page puts in `#step-outlet`. The shop server only reads that file: no code of a step runs in its process.
import { LOCALES, type Locale } from '@greencard/i18n';
import { isObject } from '@greencard/step-contract';

/** A step's pages as a new buyer first sees them, by language and address. */
export type FirstViews = Partial<Record<Locale, ReadonlyMap<string, string>>>;

export interface FirstViewsOptions {
  /** How long fetching a build's first views may take. */
  fetchTimeoutMs?: number;
  /** How long a page waits for first views still loading before it is sent to render in the browser. */
  waitMs?: number;
  /** After a failure, when the file is tried again. */
  retryAfterMs?: number;
  /** The largest file taken: a step's pages are a few KB each. */
  maxBytes?: number;
  fetchImpl?: typeof fetch;
  log: (message: string) => void;
}

/** A file being read, read (its views), or that failed (when). */
type FirstViewsFile = { reading: Promise<void>; views?: FirstViews; failedAt?: number };

/** first-view.json, checked: every language one the shop speaks, every view a path and its HTML. Throws why not. */
export function parseFirstViews(text: string): FirstViews {
  const value: unknown = JSON.parse(text);
  if (!isObject(value)) throw new Error('it is not { "<language>": { "<path>": "<html>" } }');
  const views: FirstViews = {};
  for (const [locale, pages] of Object.entries(value)) {
    if (!(LOCALES as readonly string[]).includes(locale)) throw new Error(`"${locale}" is no language of the shop`);
    if (!isObject(pages)) throw new Error(`"${locale}" is not { "<path>": "<html>" }`);
    const byPath = new Map<string, string>();
    for (const [pathname, html] of Object.entries(pages)) {
      if (!pathname.startsWith('/') || typeof html !== 'string')
        throw new Error(`"${locale}" "${pathname}" is not a path with its HTML`);
      byPath.set(pathname, html);
    }
    views[locale as Locale] = byPath;
  }
  return views;
}

/**
 * The first views of each build, by their file's URL (a URL names one immutable build, so a file is read once). A page
 * never waits longer than waitMs for them; a file that fails is tried again after retryAfterMs. Until they are in,
 * the build's pages render in the browser.
 */
export function createFirstViewReader({
  fetchTimeoutMs = 5000,
  waitMs = 300,
  retryAfterMs = 30_000,
  maxBytes = 1024 * 1024,
  fetchImpl = fetch,
  log,
}: FirstViewsOptions) {
  const files = new Map<string, FirstViewsFile>();

  async function load(url: string): Promise<FirstViews> {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(fetchTimeoutMs), redirect: 'error' });
    if (!response.ok) throw new Error(`it answered ${response.status}`);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > maxBytes) throw new Error(`it is ${length} bytes, over ${maxBytes}`);
    const text = await response.text();
    if (text.length > maxBytes) throw new Error(`it is over ${maxBytes} bytes`);
    return parseFirstViews(text);
  }

  return async function firstViewsAt(url: string, now = Date.now()): Promise<FirstViews | undefined> {
    let file = files.get(url);
    if (!file || (file.failedAt !== undefined && now - file.failedAt >= retryAfterMs)) {
      const entry: FirstViewsFile = {
        reading: load(url).then(
          (views) => void (entry.views = views),
          (error: unknown) => {
            log(
              `The first views at ${url} could not be read: ${error instanceof Error ? error.message : String(error)}`,
            );
            entry.failedAt = Date.now();
          },
        ),
      };
      files.set(url, (file = entry));
    }
    if (!file.views && file.failedAt === undefined)
      await Promise.race([file.reading, new Promise((resolve) => setTimeout(resolve, waitMs).unref())]);
    return file.views;
  };
}

export type FirstViewReader = ReturnType<typeof createFirstViewReader>;
