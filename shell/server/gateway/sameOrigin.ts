import type { FastifyRequest } from 'fastify';

/** What a browser says of a request's source (Fetch Metadata): only the shop's own pages, or the buyer typing. */
const OWN_SOURCES = new Set(['same-origin', 'none']);

/**
 * Whether a browser made this request for another site's page. Browsers send Sec-Fetch-Site; older ones send Origin
 * on cross-site calls. A request with neither (a program, not a browser) carries no buyer's cookie by accident.
 * Origin is compared with this shop's origin as the browser addressed it (behind a trusted proxy, its forwarded host
 * and scheme), which the browser writes; addresses the shop hands out are checked against its configured
 * PUBLIC_ORIGIN instead. That origin is worked out only for a request with an Origin and no Sec-Fetch-Site: it parses
 * a URL, which every forwarded call would otherwise pay (docs/operations.md).
 */
export function isFromAnotherSite(request: Pick<FastifyRequest, 'headers' | 'protocol' | 'host'>): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return !OWN_SOURCES.has(site);
  const { origin } = request.headers;
  if (typeof origin !== 'string') return false;
  const addressed = `${request.protocol}://${request.host}`;
  // Through URL, so that a default port is left out as browsers do in Origin: http://shop:80 is http://shop.
  return origin !== (URL.canParse(addressed) ? new URL(addressed).origin : 'null');
}
