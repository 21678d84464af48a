// /api: the insurer calls of the allow-list, each behind the buyer's session and its abuse limit, forwarded with the
// partner token. The router matches the decoded, exact path (no case folding, no trailing or double slashes), so
// `/api/%63heckCode` is `/api/checkCode` with its limit, and any path not on the list is 404 here.
import replyFrom, { type FastifyReplyFromHooks } from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { AbuseLimits } from '../config';
import { withContract } from '../session/buyerSession';
import { checkCall, isRefusal } from './callRules';
import { browserAnswerHeaders, insurerRequestHeaders, unreachableInsurerAnswer } from './forwarding';
import { companyLogoPath, INSURER_CALLS, type InsurerCall } from './insurerCalls';
import { readSavedDraft } from './savedDraft';
import { isCrossSite } from './sameOrigin';

export interface GatewayOptions {
  insurerApiUrl: string;
  comToken: string;
  companyId: number;
  limits: AbuseLimits;
  timeoutMs: number;
}

const TOO_MANY = 'Too many attempts, try again later';

/** This shop's origin as the browser addressed it (behind a trusted proxy, its forwarded host and scheme). */
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

  const forward = (request: FastifyRequest, reply: FastifyReply, call: Pick<InsurerCall, 'path' | 'document' | 'recordsContract'>, query: Record<string, string>, body?: Record<string, unknown>) =>
    reply.from(call.path.slice(1), {
      queryString: query,
      ...(body === undefined ? {} : { body }),
      rewriteRequestHeaders: (req, headers) => insurerRequestHeaders({ ip: req.ip, id: String(req.id) }, headers, options.comToken),
      rewriteHeaders: (headers) => browserAnswerHeaders(headers),
      onError: (failed, { error }) => {
        const { status, message } = unreachableInsurerAnswer(error);
        failed.request.log.warn({ err: error }, 'insurer call failed');
        void failed.code(status).header('cache-control', 'no-store').send({ message });
      },
      ...(call.recordsContract ? { onResponse: rememberNewContract } : {}),
    });

  for (const call of INSURER_CALLS) {
    const limit = call.limit
      ? {
          rateLimit: {
            max: options.limits[call.limit],
            timeWindow: 60_000,
            errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => ({
              statusCode: 429,
              message: TOO_MANY,
              retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
            }),
          },
        }
      : {};
    const routeOptions: RouteShorthandOptions = { config: limit, exposeHeadRoute: false };
    app.route({
      method: call.method,
      url: call.path,
      ...routeOptions,
      handler: (request, reply) => {
        const checked = checkCall(call, {
          query: request.query,
          body: request.body,
          session: request.buyerSession(),
          ownOrigin: ownOrigin(request),
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
      },
    });
  }

  app.get(companyLogoPath(options.companyId), { exposeHeadRoute: false }, (request, reply) =>
    forward(request, reply, { path: companyLogoPath(options.companyId) }, {}),
  );

  // Anything else under /api: 404 as soon as the path is known, whatever the body (it is never read).
  const noSuchCall = { onRequest: async (_request: FastifyRequest, reply: FastifyReply) => reply.code(404).send({ message: 'No such call' }) };
  app.all('/*', noSuchCall, async () => undefined);
  app.all('/', noSuchCall, async () => undefined);
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
