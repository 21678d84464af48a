import type { PageConfig } from '../../src/config/pageConfig';
import { pageTitle } from '../../src/routing/pageTitle';
import type { MatchedRoute } from '../../src/routing/routeTable';
import { escapeHtml } from './inlineStyles';
import { TAPS_BEFORE_HYDRATION_SCRIPT } from './tapsBeforeHydration';

export type { PageConfig } from '../../src/config/pageConfig';

/** JSON inside <script> must not be able to close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The HTML for a page: the right language, the page's title (its step's), the config, its first view as the
 * server rendered it (if it did), the script that keeps taps on that view until it hydrates, and whether the page
 * exists. Unknown pages get status 404 and the same shell,
 * which shows the 404 page.
 */
export function renderPage(
  template: string,
  { locale, route }: MatchedRoute,
  config: PageConfig,
  headExtra = '',
  rootHtml = '',
): { status: number; html: string } {
  const title = pageTitle(route, locale, config.company.name);
  // Replacer functions: a "$&" in a title or in the config is text, not a replacement pattern.
  const html = template
    .replace(/<html lang=("[^"]*"|[^\s>]*)/, () => `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<div id=("root"|root)><\/div>/, () => `<div id="root">${rootHtml}</div>`)
    .replace(
      '</head>',
      () =>
        `<script>${TAPS_BEFORE_HYDRATION_SCRIPT}</script>${headExtra}<script type="application/json" id="shop-config">${scriptSafeJson(config)}</script></head>`,
    );
  return { status: route ? 200 : 404, html };
}
