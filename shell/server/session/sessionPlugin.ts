import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  EMPTY_SESSION,
  IDLE_SECONDS,
  parseSession,
  serializeSession,
  withContract,
  withContracts,
  withSessionId,
  type BuyerSession,
  type SessionContract,
} from './buyerSession';
import { provedLoyaltyCookieName } from '../../src/loyalty/provedCustomer';
import type { ContractStore } from './contractStore';
import { cookieSealer } from './sealedCookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** The buyer's session from the sealed cookie (an empty one when there is none or it does not open). */
    buyerSession(): BuyerSession;
    /** The contracts the session holds: those of its cookie and those kept on the server under its id. */
    sessionContracts(): Promise<readonly SessionContract[]>;
    /** The session as this request has it so far: opened from its cookie once, or saved since. */
    openedSession: BuyerSession | null;
  }
  interface FastifyReply {
    /** Writes the session cookie with the reply. */
    saveBuyerSession(session: BuyerSession): FastifyReply;
    /** Adds a contract to the session, on the server (atomically) and in the cookie written with the reply. */
    addSessionContract(contract: SessionContract): Promise<void>;
    /** The buyer is active: a session last written REFRESH_SECONDS ago or more is written again, so it is not idle. */
    touchBuyerSession(): FastifyReply;
  }
}

interface SessionOptions {
  /** The first key seals; every key opens, so keys can be rotated without logging buyers out (sealedCookie.ts). */
  secrets: string[];
  /** Over TLS the cookie is Secure and takes the __Host- prefix (no Domain, Path=/, Secure: cannot be planted). */
  secure: boolean;
  /** Where the sessions' contracts are kept besides the cookie (memory, or Redis shared by the replicas). */
  contracts: ContractStore;
  now?: () => number;
}

/**
 * How often an active session's cookie is written again: its idle time counts from the last write, so a session in
 * use ends at most this much before IDLE_SECONDS of idleness, and a buyer's calls do not each carry a new cookie.
 */
const REFRESH_SECONDS = 10 * 60;

async function sessionPlugin(app: FastifyInstance, options: SessionOptions) {
  const name = options.secure ? '__Host-gc_session' : 'gc_session';
  const nowSeconds = () => Math.floor((options.now ?? Date.now)() / 1000);
  await app.register(fastifyCookie);
  const sealer = cookieSealer(options.secrets);

  app.decorateRequest('openedSession', null);
  const proved = provedLoyaltyCookieName(options.secure);
  /** Where the session cookie and the proved customer's cookie beside it are sent. */
  const scope = { sameSite: 'lax', secure: options.secure, path: '/' } as const;

  // The page learns whether the session holds a proved loyalty customer (rules D32) from a cookie of its own, which
  // says only that: written with the session cookie, for as long, and ended with it, or when the session it stood for
  // is gone (ended, or unreadable after a key change), so the page never offers the points step for a proof the
  // server no longer has.
  app.addHook('onSend', async (request, reply, payload) => {
    const holds = request.buyerSession().loyaltyCustomerId !== undefined;
    if (!holds && request.cookies?.[proved] !== undefined) reply.clearCookie(proved, scope);
    return payload;
  });
  app.decorateRequest('buyerSession', function buyerSession(this: FastifyRequest): BuyerSession {
    if (this.openedSession) return this.openedSession;
    // No cookies are read yet for a request answered before the cookie plugin's hook (a shed one, loadShedding.ts).
    const raw = this.cookies?.[name];
    const opened = raw ? sealer.open(raw) : undefined;
    this.openedSession = opened ? parseSession(opened, nowSeconds()) : EMPTY_SESSION;
    return this.openedSession;
  });

  app.decorateRequest('sessionContracts', async function sessionContracts(this: FastifyRequest) {
    const session = this.buyerSession();
    if (!session.id) return session.contracts;
    return withContracts(session, await options.contracts.list(session.id, nowSeconds())).contracts;
  });

  app.decorateReply(
    'addSessionContract',
    async function addSessionContract(this: FastifyReply, contract: SessionContract) {
      const session = withSessionId(this.request.buyerSession());
      await options.contracts.add(session.id, contract, nowSeconds());
      // The cookie gets what the server keeps as well, so a contract whose cookie lost a race is back in it, and a
      // replica with a store of its own (no REDIS_URL) still reads every contract from the cookie.
      const kept = await options.contracts.list(session.id, nowSeconds());
      this.saveBuyerSession(withContract(withContracts(session, kept), contract));
    },
  );

  app.decorateReply('touchBuyerSession', function touchBuyerSession(this: FastifyReply) {
    const { seenAt } = this.request.buyerSession();
    // Only a session its cookie carried has a time; an empty one is not written.
    if (seenAt !== undefined && nowSeconds() - seenAt >= REFRESH_SECONDS)
      this.saveBuyerSession(this.request.buyerSession());
    return this;
  });

  app.decorateReply('saveBuyerSession', function saveBuyerSession(this: FastifyReply, given: BuyerSession) {
    const session = { ...given, seenAt: nowSeconds() };
    this.request.openedSession = session;
    // SameSite=Lax: the buyer's own top-level navigations (a provider's return after its form POST is turned into a
    // GET) carry the cookie; another site's POSTs, fetches and frames do not.
    this.setCookie(name, sealer.seal(serializeSession(session)), {
      ...scope,
      httpOnly: true,
      // The browser forgets it when it has ended on the server (parseSession) too.
      maxAge: IDLE_SECONDS,
    });
    if (session.loyaltyCustomerId !== undefined) this.setCookie(proved, '1', { ...scope, maxAge: IDLE_SECONDS });
    return this;
  });
}

export default fp(sessionPlugin, { name: 'buyer-session' });
