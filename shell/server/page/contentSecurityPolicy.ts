/** The WebSocket origin of an http(s) origin: what a dev server's live updates connect to. */
const socketOrigin = (origin: string) => origin.replace(/^http/, 'ws');

/**
 * The page's Content-Security-Policy: scripts only from this origin, the remotes' origins and the tag manager; no
 * inline script (the page config travels as inert JSON); no framing; forms may post to the payment providers. The
 * origins test builds may come from (`testOrigins`, REMOTE_OVERRIDE_ORIGINS) may also take a WebSocket: a team's
 * dev server sends its live updates on one (docs/dev-loop.md).
 */
export function contentSecurityPolicy(remoteOrigins: readonly string[], testOrigins: readonly string[] = []): string {
  const remotes = remoteOrigins.join(' ');
  const sockets = testOrigins.map(socketOrigin).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes} https://www.googletagmanager.com`,
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `img-src 'self' data: ${remotes} https://www.googletagmanager.com`,
    `connect-src 'self' ${remotes} ${sockets} https://www.google-analytics.com https://*.google-analytics.com`,
    `font-src 'self' ${remotes}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    // The payment providers' pages are reached by navigation and form posts.
    'form-action *',
    "object-src 'none'",
  ]
    .join('; ')
    .replace(/ {2,}/g, ' ');
}

/** Browser features the shop never uses, switched off for the page and anything it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';
