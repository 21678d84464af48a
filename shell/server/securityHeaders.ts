// The security headers of every answer (docs/shop-server.md, section 4), set by helmet's middleware, which
// is built once when the server starts: every header's value depends only on the configuration. (@fastify/helmet
// built the middleware again for every request: about 5% of the shop's CPU under load, docs/operations.md.)
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** helmet's options: the page sets its own Content-Security-Policy, which names the remotes of the current registry. */
function securityHeaderOptions(behindTls: boolean): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: behindTls ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  };
}

/** Sets the headers on every answer, before any route or hook can answer. */
export function installSecurityHeaders(app: FastifyInstance, behindTls: boolean) {
  const setHeaders = helmet(securityHeaderOptions(behindTls));
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
}
