// The security headers of every answer (docs/shop-server.md, section 4): helmet's, read once when the server starts
// (every value depends only on the configuration) and given to each answer as fastify reply headers. Not helmet's
// middleware per request: it sets each header on the raw response, which makes Node keep a header map per answer and
// costs the forwarded call a measurable share of its CPU (docs/operations.md, section 6). (@fastify/helmet built the
// middleware again for every request, which cost more still.)
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The headers helmet's middleware sets with these options, by their lower-case names. It only sets headers, and
 * removes X-Powered-By, which neither Node nor fastify ever sets. The page sets its own Content-Security-Policy, which
 * names the remotes of the current registry; helmet's, off here, is the only part of it that can fail.
 */
export function securityHeadersOf(behindTls: boolean): Readonly<Record<string, string>> {
  const headers: OutgoingHttpHeaders = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => undefined,
  };
  helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: behindTls ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return Object.freeze(headers as Record<string, string>);
}

/**
 * What a browser reads on any answer: a script, a stylesheet or a JSON answer is never sniffed as another type, never
 * read by another site, and reached over TLS only. The others (framing, opener, referrer, origin cluster, ...) only
 * mean something on a document, so a page gets them and the page's scripts, each of them ~300 bytes more on a slow
 * line, do not (docs/shop-server.md, section 4).
 */
const ON_EVERY_ANSWER = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];

/** Sets the headers of every answer before any route or hook can answer, and a document's once it is one. */
export function installSecurityHeaders(app: FastifyInstance, behindTls: boolean) {
  const headers = securityHeadersOf(behindTls);
  const everyAnswer = Object.fromEntries(Object.entries(headers).filter(([name]) => ON_EVERY_ANSWER.includes(name)));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(everyAnswer);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (String(reply.getHeader('content-type')).startsWith('text/html')) reply.headers(headers);
    done(null, payload);
  });
}
