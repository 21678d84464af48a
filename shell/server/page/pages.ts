// The shop's page: every GET that is not a file, an /api call or a server route gets the page, with its language,
// title and status (404 for an unknown path), compressed once and kept; and the provider returns that arrive by POST.
// Pages are those of the current registry (each step's routes.json), re-read when it changes, as the
// buyer gets it: with the build of each step that buyer was given (docs/step-release.md, "share").
import type { IncomingHttpHeaders } from 'node:http';
import { DEFAULT_LOCALE, localeFromPath, localizePath, parseLocaleCookie } from '@greencard/i18n';
import { negotiateEncoding } from '@greencard/serve';
import type { CompanyInfo } from '@greencard/step';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ShellServerConfig } from '../config';
import type { PageConfig } from '../../src/config/pageConfig';
import { pageTitle } from '../../src/routing/pageTitle';
import { routeAt, type MatchedRoute } from '../../src/routing/routeTable';
import { pageRegistry } from '../../src/remotes/registry';
import { connectionAllowsPrefetch } from '../../src/remotes/prefetch/connectionAllowsPrefetch';
import { registryBuilds, registryOrigins, type BuyerView, type ParsedRegistry } from '../registry/registry';
import { withLoyaltyCustomer, withSessionId } from '../session/buyerSession';
import type { CountBuild } from '../observability/stepBuild';
import { buildsChanged, buyerBuilds, NO_TRIAL } from '../share/buyerBuilds';
import {
  LOYALTY_ID_PARAM,
  LOYALTY_SIGNATURE_PARAM,
  LOYALTY_UNTIL_PARAM,
  provenLoyaltyCustomer,
} from '../session/loyaltyLink';
import { contentSecurityPolicy, PERMISSIONS_POLICY } from './contentSecurityPolicy';
import { createStylesheetReader, escapeHtml, inlineShellStylesheets } from './inlineStyles';
import { createPageCache } from './pageCache';
import { createRemoteReader, preloadTags, shellTextFiles } from './preloads';
import { renderShell } from './serverRendering/renderShell';
import { createFirstViewReader } from './serverRendering/firstViews';
import { TAPS_BEFORE_HYDRATION_SCRIPT } from './tapsBeforeHydration';

interface PagesOptions {
  /** The built shell's index.html, the page's template. */
  template: string;
  config: ShellServerConfig;
  company: CompanyInfo;
  readRegistry: () => Promise<ParsedRegistry>;
  log: (message: string) => void;
  /** How this server fetches a step's build files: as the registry's judge does, through REMOTE_SERVER_ORIGINS. */
  fetchBuild: typeof fetch;
  /** Counts a buyer given a step's build and a page that ran it (docs/step-release.md, "share"); nothing without. */
  countBuild?: CountBuild | undefined;
  /** Draws a number in [0, 1) for each build given by share (tests pass their own). */
  draw?: (() => number) | undefined;
}

export async function pages(app: FastifyInstance, options: PagesOptions) {
  const { config } = options;
  const shopConfig = {
    company: options.company,
    draftDialect: config.draftDialect,
    overrideOrigins: config.overrideOrigins,
  };
  const template = inlineShellStylesheets(options.template, config.distDir);
  // The shell's own texts chunk in each language, announced with the step's files.
  const shellTexts = shellTextFiles(config.distDir);
  const { fetchBuild: fetchImpl } = options;
  const firstViews = createFirstViewReader({ log: options.log, fetchImpl });
  const remoteBuild = createRemoteReader({ fetchImpl });
  const readStylesheets = createStylesheetReader({ fetchImpl });

  // The pages of each registry read are kept with it (the reader hands out a new one only when the file changed),
  // and its builds are made ready then, not when a buyer first asks for a page: the first pages after a start or a
  // release are then rendered on the server too.
  const pagesByRegistry = new WeakMap<ParsedRegistry, ReturnType<typeof createPageCache>>();
  function pagesOf(loaded: ParsedRegistry) {
    let kept = pagesByRegistry.get(loaded);
    if (kept) return kept;
    pagesByRegistry.set(loaded, (kept = createPageCache()));
    for (const { manifest, firstViewIntegrity } of registryBuilds(loaded.registry)) {
      void remoteBuild(manifest).then((build) => {
        void readStylesheets(build.preloads[DEFAULT_LOCALE]);
        return build.firstView ? firstViews(build.firstView, firstViewIntegrity) : undefined;
      });
    }
    return kept;
  }
  void options.readRegistry().then(pagesOf, () => undefined);

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, 'http://shop');
    const withoutLink = takeLoyaltyLink(request, reply, url);
    if (withoutLink) return reply.header('cache-control', 'no-store').redirect(withoutLink, 302);
    // The answer to an address without a prefix depends on the language cookie.
    reply.header('vary', 'Accept-Encoding, Cookie');
    const chosenLanguage = localeRedirect(url.pathname + url.search, request.headers.cookie);
    if (chosenLanguage) return reply.header('cache-control', 'no-cache').redirect(chosenLanguage, 302);
    const registries = await options.readRegistry();
    const page = pagesOf(registries);
    const loaded = buyerView(request, reply, registries);
    const { registry } = loaded;
    const matched = routeAt(loaded.routes, url.pathname);
    const step = matched.route?.owner;
    // The step's remote is found late (main.js, then the manifest, then its entry): announcing it up front saves
    // those round trips. The shell's own chunks are not announced: measured, that made them compete with main.js.
    const { manifest, firstViewIntegrity } = (step && registry[step]) || {};
    if (step && manifest) options.countBuild?.('page', step, manifest);
    const build = manifest ? await remoteBuild(manifest) : undefined;
    const stepFiles = build?.preloads[matched.locale] ?? [];
    // A buyer saving data or on a slow connection gets no hints: the page asks for what it needs when it needs it.
    const announce = preloadsWanted(request.headers);
    reply.header('vary', ['Accept-Encoding', 'Cookie', ...CONNECTION_VARY].join(', ')).header('accept-ch', ACCEPT_CH);
    const views = step && build?.firstView ? await firstViews(build.firstView, firstViewIntegrity) : undefined;
    const stepHtml = views?.[matched.locale]?.get(url.pathname);
    // Rendered on the server: a step's page at its one address (the page is kept per route, and
    // its links name the address). Unknown addresses and spellings such as a trailing slash render in the browser.
    const rendered = !!matched.route && url.pathname === localizePath(matched.route.path, matched.locale);
    // The hints are part of the key: a page with them and one without are two pages, each with its own ETag.
    const key = [
      loaded.key,
      matched.locale,
      matched.route?.path ?? 404,
      build?.firstView,
      rendered,
      stepHtml !== undefined,
      announce,
    ].join('\n');
    const cached = await page(key, async () => {
      const shell = rendered
        ? await renderShell({
            locale: matched.locale,
            pathname: url.pathname,
            routes: loaded.routes,
            journey: loaded.journey,
            config: shopConfig,
            stepHtml,
          })
        : undefined;
      const stylesheets = shell?.stepRendered ?? false;
      // Without hints a server-rendered step's styles are still linked: its page is styled at its first paint.
      const files = announce
        ? [...shellTexts[matched.locale], ...stepFiles]
        : stylesheets
          ? stepFiles.filter((file) => file.as === 'style')
          : [];
      const styles = stylesheets ? await readStylesheets(files) : undefined;
      const hints = preloadTags(files, { stylesheets, styles });
      return {
        ...renderPage(template, matched, { ...shopConfig, remotes: pageRegistry(registry) }, hints, shell?.html),
        headers: {
          'content-security-policy': contentSecurityPolicy(registryOrigins(registry), config.overrideOrigins),
        },
      };
    });
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    reply
      .headers(cached.headers)
      .header('permissions-policy', PERMISSIONS_POLICY)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('etag', cached.etag);
    if (cached.status === 200 && request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.code(cached.status).send(cached.bodies[encoding]);
  }

  /**
   * The registry this buyer's page runs: the builds its session keeps, and for a step it has none of, one given now
   * and kept in the session. So two builds of one step never meet in one buyer's journey. While no step shares its
   * buyers, every buyer runs the same builds and the session keeps none (no cookie for a visit that sets nothing).
   */
  function buyerView(request: FastifyRequest, reply: FastifyReply, registries: ParsedRegistry): BuyerView {
    const session = request.buyerSession();
    if (registries.buyerViews.length === 1 && !session.builds) return registries.forBuyer([]);
    const kept = session.builds ?? {};
    // A buyer with a contract and no builds kept started its journey before the share began: it ran the main builds.
    const startedBefore = !session.builds && session.contracts.length > 0;
    const given = buyerBuilds(registries.registry, kept, startedBefore ? NO_TRIAL : (options.draw ?? Math.random));
    // A buyer given builds gets an id of its own: a canary counts its buyers and their problems once each by it.
    if (buildsChanged(kept, given)) reply.saveBuyerSession({ ...withSessionId(session), builds: given.builds });
    const buyer = registries.forBuyer(given.onTrial);
    for (const step of given.given) options.countBuild?.('given', step, buyer.registry[step]?.manifest as string);
    return buyer;
  }

  const onlyRead = (reply: FastifyReply) =>
    reply.code(405).header('allow', 'GET, HEAD').send({ message: 'Pages are only read' });

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return sendPage(request, reply);
    return onlyRead(reply);
  });

  // A provider's return by form POST (cross-site, so without the buyer's cookie) becomes a GET of the same page,
  // which is a top-level navigation and carries it. The page then asks the insurer, which never trusts the fields.
  // One handler for every path: which pages are return points is looked up per request in the current registry, so
  // a step that adds one is live as soon as the registry points at its build.
  await app.register((returns, _options, registered) => {
    returns.addContentTypeParser(
      'application/x-www-form-urlencoded',
      // The largest provider return form accepted.
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, body),
    );
    // Before the body is read: a POST anywhere else is refused without reading it.
    returns.addHook('onRequest', async (request, reply) => {
      // A return point of either build of a step on trial: the buyer's GET then gets its own build's page.
      const { buyerViews } = await options.readRegistry();
      const { pathname } = new URL(request.url, 'http://shop');
      if (!buyerViews.some(({ routes }) => routeAt(routes, pathname).route?.providerReturn)) return onlyRead(reply);
    });
    returns.post('/*', (request, reply) =>
      reply.redirect(providerReturnLocation(request.url, typeof request.body === 'string' ? request.body : ''), 303),
    );
    registered();
  });

  /**
   * A loyalty partner link (?loyalty_id=<id>&loyalty_until=<time>&loyalty_sig=<signature>) makes the browser that
   * loyalty customer for the shop server. The page's own script takes the customer from `loyalty_id` of its address,
   * so the page is only ever served with the id of the customer the session holds: a proven link is answered by the
   * same address without its time and signature (which then stay out of the browser's history), anything else by the
   * address without all three. Answers where to send the browser, or undefined to serve the page.
   */
  function takeLoyaltyLink(request: FastifyRequest, reply: FastifyReply, url: URL): string | undefined {
    const { searchParams } = url;
    const linkParams = [LOYALTY_ID_PARAM, LOYALTY_UNTIL_PARAM, LOYALTY_SIGNATURE_PARAM];
    if (!linkParams.some((name) => searchParams.has(name))) return undefined;
    const customerId = searchParams.get(LOYALTY_ID_PARAM);
    const until = searchParams.get(LOYALTY_UNTIL_PARAM);
    const signature = searchParams.get(LOYALTY_SIGNATURE_PARAM);
    const session = request.buyerSession();
    const proven = provenLoyaltyCustomer(config.loyaltyLinkKeys, { customerId, until, signature });
    if (proven && session.loyaltyCustomerId !== proven) reply.saveBuyerSession(withLoyaltyCustomer(session, proven));
    // The address the proven link was answered with, opened again (or reloaded): the page, as it is.
    if (signature === null && until === null && customerId !== null && customerId === session.loyaltyCustomerId)
      return undefined;
    searchParams.delete(LOYALTY_SIGNATURE_PARAM);
    searchParams.delete(LOYALTY_UNTIL_PARAM);
    if (!proven) searchParams.delete(LOYALTY_ID_PARAM);
    const search = searchParams.toString();
    return `${url.pathname}${search ? `?${search}` : ''}`;
  }
}

/**
 * Where an address without a language prefix goes for a buyer who chose another language (the locale cookie the
 * language switch writes): `/contract` becomes `/en/contract`, query kept. A prefixed address is always served as
 * it is, so a shared /en link opens in English whatever the cookie says.
 */
export function localeRedirect(pathAndQuery: string, cookieHeader: string | undefined): string | undefined {
  const chosen = parseLocaleCookie(cookieHeader);
  if (!chosen || chosen === DEFAULT_LOCALE) return undefined;
  if (localeFromPath(pathAndQuery) !== DEFAULT_LOCALE) return undefined;
  return localizePath(pathAndQuery, chosen);
}

/**
 * Where a provider's form POST return goes next: the same page by GET, with the return address's own query first
 * (the shop put the contract there) and then the posted fields, none of which may replace a field of the address.
 */
export function providerReturnLocation(requestUrl: string, formBody: string): string {
  const url = new URL(requestUrl, 'http://shop');
  const query = new URLSearchParams(url.search);
  const own = new Set(query.keys());
  for (const [name, value] of new URLSearchParams(formBody)) {
    if (!own.has(name)) query.append(name, value);
  }
  const search = query.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}

// The buyer's connection as the browser describes it in request headers: Save-Data (sent whenever the buyer turned
// data saving on) and the ECT client hint (sent once the shop asked for it with Accept-CH; never on a first visit).
// The page's preload hints follow them by the rule the page itself uses for prefetching.

/** Asks the browser to send ECT with its next requests to the shop. */
const ACCEPT_CH = 'ECT';
/** The request headers a page's hints depend on: a cache (the browser's included) must keep a copy per value. */
const CONNECTION_VARY = ['Save-Data', 'ECT'];

/** Whether the page may announce its step's files: not to a buyer saving data, nor on a connection rated 3g or slower. */
export function preloadsWanted(headers: IncomingHttpHeaders): boolean {
  return connectionAllowsPrefetch({
    // Node gives either header as one text, however many times it was sent.
    saveData: headers['save-data']?.toString().trim().toLowerCase() === 'on',
    effectiveType: headers.ect?.toString().trim().toLowerCase(),
  });
}

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
