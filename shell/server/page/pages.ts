// The shop's page: every GET that is not a file, an /api call or a server route gets the page, with its language,
// title and status (404 for an unknown path), compressed once and kept; and the provider returns that arrive by POST.
import { LOCALES } from '@greencard/domain';
import { localizePath } from '@greencard/i18n';
import { negotiateEncoding } from '@greencard/serve';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchRoute, ROUTES } from '../../src/routing/routes';
import { registryOrigins, type RemoteRegistry } from '../remotes';
import { isLoyaltyCustomerId, withLoyaltyCustomer } from '../session/buyerSession';
import { localeRedirect } from './localeRedirect';
import { createPageCache } from './pageCache';
import { contentSecurityPolicy, PERMISSIONS_POLICY } from './contentSecurityPolicy';
import { createRemotePreloader, preloadTags } from './preloads';
import { renderPage, type PageConfig } from './renderPage';
import { providerReturnLocation } from './providerReturn';

export interface PagesOptions {
  template: string;
  readRegistry: () => Promise<RemoteRegistry>;
  shopConfig: Omit<PageConfig, 'remotes'>;
  /** The largest provider return form accepted. */
  returnBodyLimit?: number;
}

export async function pages(app: FastifyInstance, options: PagesOptions) {
  const page = createPageCache();
  const remotePreloadsFor = createRemotePreloader();
  const registryVersion = createVersionCounter<RemoteRegistry>();

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, 'http://shop');
    rememberLoyaltyCustomer(request, reply, url.searchParams.get('loyalty_id'));
    // The answer to an address without a prefix depends on the language cookie.
    reply.header('vary', 'Accept-Encoding, Cookie');
    const chosenLanguage = localeRedirect(url.pathname + url.search, request.headers.cookie);
    if (chosenLanguage) return reply.header('cache-control', 'no-cache').redirect(chosenLanguage, 302);
    const registry = await options.readRegistry();
    const { locale, route } = matchRoute(url.pathname);
    const owner = route?.owner;
    // The step's remote is found late (main.js, then the manifest, then its entry): announcing it up front saves
    // those round trips. The shell's own chunks are not announced: measured, that made them compete with main.js.
    const preloads = preloadTags(owner && owner !== 'shell' ? await remotePreloadsFor(registry[owner]) : []);
    const key = [registryVersion(registry), locale, route?.path ?? 404, preloads].join('\n');
    const cached = await page(key, () => ({
      ...renderPage(options.template, url.pathname, { ...options.shopConfig, remotes: registry }, preloads),
      headers: { 'content-security-policy': contentSecurityPolicy(registryOrigins(registry)) },
    }));
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

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return sendPage(request, reply);
    return reply.code(405).header('allow', 'GET, HEAD').send({ message: 'Pages are only read' });
  });

  // A provider's return by form POST (cross-site, so without the buyer's cookie) becomes a GET of the same page,
  // which is a top-level navigation and carries it. The page then asks the insurer, which never trusts the fields.
  await app.register(async (returns) => {
    returns.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: options.returnBodyLimit ?? 16 * 1024 }, (_request, body, done) => done(null, body));
    for (const route of ROUTES.filter((r) => r.providerReturn)) {
      for (const locale of LOCALES) {
        returns.post(localizePath(route.path, locale), (request, reply) =>
          reply.redirect(providerReturnLocation(request.url, typeof request.body === 'string' ? request.body : ''), 303),
        );
      }
    }
  });
}

/** A number per object, new for each new object: the registry reader hands out a new one only when the file changed. */
function createVersionCounter<T extends object>() {
  const versions = new WeakMap<T, number>();
  let last = 0;
  return (value: T): number => {
    let version = versions.get(value);
    if (version === undefined) versions.set(value, (version = ++last));
    return version;
  };
}

/** A loyalty partner link (?loyalty_id=...) makes the browser that loyalty customer for the shop server too. */
function rememberLoyaltyCustomer(request: FastifyRequest, reply: FastifyReply, loyaltyId: string | null) {
  const id = loyaltyId?.trim();
  if (!isLoyaltyCustomerId(id)) return;
  const session = request.buyerSession();
  if (session.loyaltyCustomerId !== id) reply.saveBuyerSession(withLoyaltyCustomer(session, id));
}
