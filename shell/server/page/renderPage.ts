import { createI18n } from '@greencard/i18n';
import type { Locale } from '@greencard/domain';
import type { ShopConfig } from '@greencard/step';
import { matchRoute } from '../../src/routing/routes';
import type { RemoteRegistry } from '../remotes';

/** What the page reads at start: the shop config plus where the remotes are. Inert JSON, so CSP needs no inline script. */
export type PageConfig = ShopConfig & { remotes: RemoteRegistry };

const translators = new Map<Locale, ReturnType<typeof createI18n>>();
function translatorFor(locale: Locale) {
  let i18n = translators.get(locale);
  if (!i18n) {
    i18n = createI18n(locale);
    translators.set(locale, i18n);
  }
  return i18n;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** JSON inside <script> must not be able to close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The HTML for a pathname: the right language, the page title of spec 2, the config, and whether the page exists.
 * Unknown pages get status 404 and the same shell, which shows the 404 page.
 */
export function renderPage(
  template: string,
  pathname: string,
  config: PageConfig,
  headExtra = '',
): { status: number; html: string } {
  const { locale, route } = matchRoute(pathname);
  const t = translatorFor(locale).t;
  const title = t(`titles.${route?.title ?? 'notFound'}`, { company: config.company.name });
  const html = template
    .replace(/<html lang=("[^"]*"|[^\s>]*)/, `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      '</head>',
      `${headExtra}<script type="application/json" id="shop-config">${scriptSafeJson(config)}</script></head>`,
    );
  return { status: route ? 200 : 404, html };
}
