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
 * names the remotes of the current registry.
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
  })({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    // helmet's own error, as it handed it over: its middleware calls this at once, so it throws out of the call.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (error) throw error;
  });
  return Object.freeze(headers as Record<string, string>);
}

/** Sets the headers on every answer, before any route or hook can answer. */
export function installSecurityHeaders(app: FastifyInstance, behindTls: boolean) {
  const headers = securityHeadersOf(behindTls);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
