import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';

/** What a browser says of a request's source (Fetch Metadata): only the shop's own pages, or the buyer typing. */
const OWN_SOURCES = new Set(['same-origin', 'none']);

/**
 * Whether a browser made this request for another site's page. Browsers send Sec-Fetch-Site; older ones send Origin
 * on cross-site calls. A request with neither (a program, not a browser) carries no buyer's cookie by accident.
 * `ownOrigin` is asked only for a request with an Origin and no Sec-Fetch-Site: working it out parses a URL, which
 * every forwarded call would otherwise pay (docs/operations.md).
 */
export function isCrossSite(headers: IncomingHttpHeaders, ownOrigin: () => string): boolean {
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string') return !OWN_SOURCES.has(site);
  const origin = headers.origin;
  return typeof origin === 'string' && origin !== ownOrigin();
}

/**
 * This shop's origin as the browser addressed it (behind a trusted proxy, its forwarded host and scheme): only for
 * telling a browser's cross-site request, whose Host the browser writes. Addresses the shop hands out are checked
 * against its configured PUBLIC_ORIGIN instead.
 */
function addressedOrigin(request: FastifyRequest): string {
  const addressed = `${request.protocol}://${request.host}`;
  // Through URL, so that a default port is left out as browsers do in Origin: http://shop:80 is http://shop.
  return URL.canParse(addressed) ? new URL(addressed).origin : 'null';
}

/** Whether a browser sent this request for another site's page (isCrossSite, against the origin it was sent to). */
export const isFromAnotherSite = (request: FastifyRequest): boolean =>
  isCrossSite(request.headers, () => addressedOrigin(request));
