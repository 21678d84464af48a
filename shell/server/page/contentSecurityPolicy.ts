import type { ServerResponse } from 'node:http';

/**
 * Headers for every page. Scripts only from this origin, the remotes' origins and the tag manager; no inline script
 * (the page config travels as inert JSON); no framing; no referrer leaks of the buyer's path to other sites.
 */
export function setSecurityHeaders(res: ServerResponse, remoteOrigins: string[]) {
  const remotes = remoteOrigins.join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${remotes} https://www.googletagmanager.com`,
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `img-src 'self' data: ${remotes} https://www.googletagmanager.com`,
    `connect-src 'self' ${remotes} https://www.google-analytics.com https://*.google-analytics.com`,
    `font-src 'self' ${remotes}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    // The payment providers' pages are reached by navigation and form posts.
    'form-action *',
    "object-src 'none'",
  ].join('; ');
  res.setHeader('Content-Security-Policy', csp.replace(/ {2,}/g, ' '));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
}
