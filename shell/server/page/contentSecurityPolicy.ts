import { TAPS_BEFORE_HYDRATION_SOURCE } from './tapsBeforeHydration';

/**
 * The page's Content-Security-Policy: scripts only from this origin, the remotes' origins and the tag manager, and of
 * inline scripts only the one that keeps taps made before the page hydrates, by its hash (`tapsBeforeHydration.ts`;
 * the page config travels as inert JSON); no framing; forms may post to the payment providers.
 * A `<link rel="prefetch">` has no directive of its own: Firefox judges it by default-src, so the remotes' origins are
 * there too (else the next step's prefetch is blocked and logged as an error on every page), and every other kind of
 * request default-src would govern is held to this origin by a directive of its own. The origins test builds may come
 * from (`testOrigins`, REMOTE_OVERRIDE_ORIGINS) are remotes' origins too (a browser that asks for a test build loads
 * it, so they are allowed whenever configured), and may also take a WebSocket: a team's dev server sends its live
 * updates on one (docs/dev-loop.md).
 */
export function contentSecurityPolicy(remoteOrigins: readonly string[], testOrigins: readonly string[] = []): string {
  const remotes = [...new Set([...remoteOrigins, ...testOrigins])].join(' ');
  const sockets = testOrigins.map((origin) => origin.replace(/^http/, 'ws')).join(' ');
  return [
    `default-src 'self' ${remotes}`,
    `script-src 'self' ${remotes} https://www.googletagmanager.com ${TAPS_BEFORE_HYDRATION_SOURCE}`,
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `img-src 'self' data: ${remotes} https://www.googletagmanager.com`,
    `connect-src 'self' ${remotes} ${sockets} https://www.google-analytics.com https://*.google-analytics.com`,
    `font-src 'self' ${remotes}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    // The payment providers' pages are reached by navigation and form posts.
    'form-action *',
    "object-src 'none'",
    "frame-src 'self'",
    "worker-src 'self'",
    "media-src 'self'",
    "manifest-src 'self'",
  ]
    .join('; ')
    .replace(/ {2,}/g, ' ');
}

/** Browser features the shop never uses, switched off for the page and anything it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';
