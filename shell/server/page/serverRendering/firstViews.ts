// A step's first views: HTML its build rendered (first-view.json beside its manifest, docs/server-rendering.md), which
// the page puts in `#step-outlet`. The shop server only reads that file: no code of a step runs in its process.
import { LOCALES, type Locale } from '@greencard/i18n';
import { integrityOf } from '@greencard/release/registryEntry';
import { isObject } from '@greencard/step-contract';
import { createBuildFileReader, type BuildFileOptions } from '../buildFiles';

/** A step's pages as a new buyer first sees them, by language and address. */
export type FirstViews = Partial<Record<Locale, ReadonlyMap<string, string>>>;

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
 * The first views of each build, by their file's URL (a URL names one immutable build, so a file is read once), and
 * only from the file its release pinned by `integrity` when the registry names one: a file changed after its release
 * is put in no page (and logged once). A page never waits longer than waitMs for them (they render in the browser
 * meanwhile); a file that fails is tried again after retryMs. No file over maxBytes is taken: a step's pages are a
 * few KB each.
 */
export function createFirstViewReader({
  waitMs = 300,
  retryMs = 30_000,
  maxBytes = 1024 * 1024,
  log,
  ...options
}: Partial<BuildFileOptions> & { maxBytes?: number; log: (message: string) => void }) {
  const parse = async (response: Response) => {
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > maxBytes) throw new Error(`it is ${length} bytes, over ${maxBytes}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > maxBytes) throw new Error(`it is over ${maxBytes} bytes`);
    return { views: parseFirstViews(bytes.toString('utf8')), integrity: integrityOf(bytes) };
  };
  const read = createBuildFileReader(parse, {
    ...options,
    waitMs,
    retryMs,
    failed: (url, error) =>
      log(`The first views at ${url} could not be read: ${error instanceof Error ? error.message : String(error)}`),
  });
  const changed = new Set<string>();
  return async (url: string, integrity?: string, now?: number): Promise<FirstViews | undefined> => {
    const file = await read(url, now);
    if (!file || integrity === undefined || file.integrity === integrity) return file?.views;
    if (!changed.has(url))
      log(`The first views at ${url} are not the file their release pinned: they changed after it`);
    changed.add(url);
    return undefined;
  };
}
