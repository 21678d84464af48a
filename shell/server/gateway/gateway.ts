// /api: the insurer calls of the allow-list, each behind the buyer's session and its abuse limit, forwarded with the
// partner token. The allow-list follows the registry (a release widens or narrows it, docs/step-release.md), and
// fastify takes no routes once it listens: one route takes every /api request and finds its call by method and the
// decoded, exact path (no case folding, no trailing or double slashes), so `/api/%63heckCode` is `/api/checkCode`
// with its limit, and any path not on the list is 404 before its body is read.
import replyFrom, { type FastifyReplyFromHooks } from '@fastify/reply-from';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AbuseLimits } from '../config';
import type { GatewayMetrics } from '../observability/gatewayMetrics';
import { confirmedStatusOf } from '../observability/journeyEvents';
import type { LoadedRegistry } from '../remotes';
import { withContract } from '../session/buyerSession';
import { keptBuyerRegistry } from '../share/keptRegistry';
import { checkCall, isRefusal } from './callRules';
import { browserAnswerHeaders, insurerRequestHeaders, unreachableInsurerAnswer } from './forwarding';
import { findCall, shellCalls, type InsurerCall } from './insurerCalls';
import { readAnswer, readSavedDraft } from './savedDraft';
import { isCrossSite } from './sameOrigin';

export interface GatewayOptions {
  insurerApiUrl: string;
  comToken: string;
  companyId: number;
  /** The shop's configured address (PUBLIC_ORIGIN): where payment return addresses must point. */
  publicOrigin: string;
  limits: AbuseLimits;
  timeoutMs: number;
  /** The current registry, whose steps' declared calls join the shell's own. */
  readRegistry: () => Promise<LoadedRegistry>;
  /** Counts each call, its outcome and the journey event it stands for; none without metrics. */
  metrics?: GatewayMetrics;
}

const TOO_MANY = 'Too many attempts, try again later';


/**
 * This shop's origin as the browser addressed it (behind a trusted proxy, its forwarded host and scheme): only for
 * telling a browser's cross-site request, whose Host the browser writes. Addresses the shop hands out are checked
 * against its configured PUBLIC_ORIGIN instead.
 */
function ownOrigin(request: FastifyRequest): string {
  try {
    // Through URL, so that a default port is left out as browsers do in Origin: http://shop:80 is http://shop.
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return 'null';
  }
}

export async function gateway(app: FastifyInstance, options: GatewayOptions) {
  // With a base path (https://insurer/api/v1) the call's path must be joined below it, not at the host's root.
  await app.register(replyFrom, {
    base: `${options.insurerApiUrl}/`,
    // Never repeat a call on its own: a repeated sendCode texts the buyer twice.
    retryMethods: [],
    // Its own lines would log the insurer URL with its query (plates, contract ids): the shop logs each request once.
    disableRequestLogging: true,
    undici: { headersTimeout: options.timeoutMs, bodyTimeout: options.timeoutMs },
  });

  // Bodies are JSON only: a text/plain body (which any page may post without asking) is refused with 415.
  app.removeContentTypeParser('text/plain');

  // A page of another site may not spend this buyer's session (their cookie is SameSite=Lax, which still lets a
  // cross-site link open a GET): browsers say where a request comes from, and only this shop's pages may call.
  app.addHook('onRequest', async (request, reply) => {
    if (isCrossSite(request.headers, ownOrigin(request))) {
      return reply.code(403).send({ message: 'Calls from another site are refused', errorCode: 'NOT_ALLOWED' });
    }
  });

  const { metrics } = options;
  /** confirmContractPayment's answer says whether the buyer paid: read (never logged) and passed on unchanged. */
  const countConfirmation: NonNullable<FastifyReplyFromHooks['onResponse']> = (request, reply, response) => {
    readAnswer(response.stream).then(
      (bytes) => {
        metrics?.confirmed(request, (request.body as { provider?: unknown }).provider, confirmedStatusOf(bytes));
        void reply.send(bytes);
      },
      (error: unknown) => {
        const { status, message } = unreachableInsurerAnswer(error);
        void reply.code(status).header('cache-control', 'no-store').send({ message });
      },
    );
  };
  const answerHook = (call: InsurerCall) => {
    if (call.recordsContract) return { onResponse: rememberNewContract };
    if (metrics?.readsAnswer(call.method, call.path)) return { onResponse: countConfirmation };
    return {};
  };

  const forward = (request: FastifyRequest, reply: FastifyReply, call: InsurerCall, query: Record<string, string>, body?: Record<string, unknown>) => {
    const found = owners.get(request);
    if (metrics && found) metrics.started(request, { method: call.method, path: call.path, ...found });
    return reply.from(call.path.slice(1), {
      queryString: query,
      ...(body === undefined ? {} : { body }),
      rewriteRequestHeaders: (req, headers) =>
        insurerRequestHeaders(
          { ip: req.ip, id: String(req.id), traceparent: req.insurerTraceparent(`${call.method} ${call.path}`) },
          headers,
          options.comToken,
        ),
      rewriteHeaders: (headers, req) => {
        if (metrics && req) metrics.answered(req);
        return browserAnswerHeaders(headers);
      },
      onError: (failed, { error }) => {
        const { status, message } = unreachableInsurerAnswer(error);
        metrics?.failed(failed.request, status);
        failed.request.log.warn({ err: error }, 'insurer call failed');
        void failed.code(status).header('cache-control', 'no-store').send({ message });
      },
      ...answerHook(call),
    });
  };

  const shell = shellCalls(options.companyId);
  /** The call each request was found to be, from its onRequest on. */
  const calls = new WeakMap<FastifyRequest, InsurerCall>();
  /** Who declares each request's call, in the registry it was found in (for the metrics). */
  const owners = new WeakMap<FastifyRequest, { owner: string; registry: LoadedRegistry['registry']; calls: LoadedRegistry['calls'] }>();

  // Anything not on the list: 404 as soon as the path is known, whatever the body (it is never read).
  const findTheCall = async (request: FastifyRequest, reply: FastifyReply) => {
    const rest = (request.params as { '*'?: string })['*'];
    const path = rest === undefined ? '/' : `/${rest}`;
    // A buyer given a step's trial build may make the calls that build declares; a buyer of the main build only its own.
    const buyer = keptBuyerRegistry(await options.readRegistry(), request);
    const call = findCall(shell, buyer.calls, request.method, path);
    if (!call) return reply.code(404).send({ message: 'No such call' });
    calls.set(request, call);
    if (metrics) {
      const owner = buyer.calls.get(`${call.method} ${call.path}`)?.owner ?? 'shell';
      owners.set(request, { owner, registry: buyer.registry, calls: buyer.calls });
    }
  };

  // Each call with a limit counts on its own, per client and minute, as a route of its own would.
  const abuseLimit = app.rateLimit({
    timeWindow: 60_000,
    allowList: (request) => calls.get(request)?.limit === undefined,
    keyGenerator: (request) => {
      const call = calls.get(request) as InsurerCall;
      return `${call.limit} ${call.method} ${call.path} ${normalizeIP(request.ip)}`;
    },
    max: (request) => options.limits[(calls.get(request) as InsurerCall).limit as keyof AbuseLimits],
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: TOO_MANY,
      retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
    }),
  });

  const handler = (request: FastifyRequest, reply: FastifyReply) => {
    const call = calls.get(request) as InsurerCall;
    const checked = checkCall(call, {
      query: request.query,
      body: request.body,
      session: request.buyerSession(),
      publicOrigin: options.publicOrigin,
    });
    if (isRefusal(checked)) {
      const { status, message, errorCode, field } = checked;
      return reply.code(status).send({
        message,
        ...(errorCode ? { errorCode } : {}),
        ...(field ? { errors: [{ field, message }] } : {}),
      });
    }
    return forward(request, reply, call, checked.query, checked.body);
  };

  if (metrics) app.addHook('onResponse', async (request, reply) => metrics.finished(request, reply));

  const route = { onRequest: [findTheCall, abuseLimit], exposeHeadRoute: false };
  app.all('/*', route, handler);
  app.all('/', route, handler);
}

/** The draft's answer names the new contract: it joins this browser's session before the answer goes back. */
const rememberNewContract: NonNullable<FastifyReplyFromHooks['onResponse']> = (request, reply, response) => {
  readSavedDraft(response.stream).then(
    ({ bytes, contract }) => {
      const status = reply.statusCode;
      if (contract && status >= 200 && status < 300) {
        reply.saveBuyerSession(withContract(request.buyerSession(), { ...contract, savedAt: Math.floor(Date.now() / 1000) }));
      }
      void reply.send(bytes);
    },
    (error: unknown) => {
      const { status, message } = unreachableInsurerAnswer(error);
      void reply.code(status).header('cache-control', 'no-store').send({ message });
    },
  );
};
