// The stylesheets a server-rendered page needs for its first paint are written into the page instead of linked. A
// linked stylesheet costs the page a round trip before anything is painted: measured on the home page under the
// bench's profile (docs/performance.md), the first paint came some 250 ms after both stylesheets had arrived, and they
// arrived 400-500 ms after the page. Each <style> names its file in data-href, where webpack's CSS chunk loader looks
// before it fetches a stylesheet, so a step does not fetch its styles a second time when it mounts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createBuildFileReader } from './buildFiles';

/** Nothing larger is written into a page: a stylesheet that big is better cached as a file. */
export const MAX_INLINE_BYTES = 64 * 1024;

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** A stylesheet as a <style> element; a `</style` inside the CSS (only ever in a string or comment) cannot end it. */
export function styleTag(href: string, css: string): string {
  return `<style data-href="${escapeHtml(href)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

const SHELL_STYLESHEET = /<link href="?(\/[^"\s>?]+\.css)(\?[^"\s>]*)?"? rel="?stylesheet"?\s*\/?>/g;

/**
 * The page template with the shell's own stylesheets (linked by its build from the site's root) written in, read once
 * from the built files. A stylesheet that cannot be read, or is too large, stays linked.
 */
export function inlineShellStylesheets(template: string, distDir: string): string {
  const root = path.resolve(distDir);
  return template.replace(SHELL_STYLESHEET, (link, file: string, query = '') => {
    const resolved = path.resolve(root, `.${file}`);
    if (!resolved.startsWith(root + path.sep)) return link;
    try {
      const css = readFileSync(resolved, 'utf8');
      return Buffer.byteLength(css) <= MAX_INLINE_BYTES ? styleTag(file + query, css) : link;
    } catch {
      return link;
    }
  });
}

/**
 * Reads steps' stylesheets for the pages, each file once (their names carry their content's hash, so a file never
 * changes). A slow or failing read never holds a page up: the page links that stylesheet instead, and a failed one is
 * asked for again for a later page.
 */
export function createStylesheetReader({ waitMs = 250, fetchImpl = fetch } = {}) {
  const readStylesheet = createBuildFileReader(
    async (response) => {
      const css = await response.text();
      return Buffer.byteLength(css) <= MAX_INLINE_BYTES ? css : undefined;
    },
    { waitMs, fetchImpl },
  );

  /** The stylesheets among a page's files that could be read in time, by their address. */
  return async function readStylesheets(files: readonly { href: string; as: string }[]): Promise<Map<string, string>> {
    const styles = files.filter((file) => file.as === 'style');
    const found = await Promise.all(styles.map(async ({ href }) => [href, await readStylesheet(href)] as const));
    return new Map(found.filter((entry): entry is readonly [string, string] => entry[1] !== undefined));
  };
}
