// /api: the insurer calls of the allow-list, each behind the buyer's session and its abuse limit, forwarded with the
// partner token. The allow-list follows the registry (a release widens or narrows it, docs/step-release.md), and
// fastify takes no routes once it listens: one route takes every /api request and finds its call by method and the
// decoded, exact path (no case folding, no trailing or double slashes), so `/api/%63heckCode` is `/api/checkCode`
// with its limit, and any path not on the list is 404 before its body is read.
import replyFrom, { type FastifyReplyFromHooks } from '@fastify/reply-from';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AbuseLimits } from '../config';
import { perClientLimit, refuseWithoutStore, TOO_MANY, tooManyAttempts } from '../limits/clientLimit';
import { costOf, spendCostlyCall, type CostlyCallLimits } from '../limits/costlyCalls';
import { smsRefusalAnswer, spendSms, type SmsBudgetName, type SmsBudgets } from '../limits/smsBudget';
import { CODE_CHECK, codeConfirmed } from '../limits/phoneOwner';
import { SMS_PROOF_HEADER, smsChallenges, type SmsChallengeSize } from '../limits/smsChallenge';
import {
  answerSaysSent,
  asksForSms,
  BUYER_SESSION_HEADER,
  buyerSessionKey,
  messageOutcome,
  noteOwnerOfContractPhone,
  notePhoneOfContract,
  phoneOf,
  sendingOf,
  type PhoneOfCall,
} from '../limits/smsSending';
import type { GatewayMetrics } from '../observability/gatewayMetrics';
import { CONFIRM_PAYMENT, confirmedStatusOf } from '../observability/journeyEvents';
import type { LoadedRegistry } from '../remotes';
import { withSessionId } from '../session/buyerSession';
import { journeyEnded, noteDocumentGiven, notePaid } from '../session/journeyEnd';
import { keptBuyerRegistry } from '../share/keptRegistry';
import type { Counters } from '../store/counters';
import type { Notes } from '../store/notes';
import { isStoreUnavailable } from '../store/storeUnavailable';
import { checkCall, isRefusal, namesContract } from './callRules';
import { browserAnswerHeaders, insurerRequestHeaders, unreachableInsurerAnswer } from './forwarding';
import { idempotencyKeyOf, IDEMPOTENCY_HEADER, SESSION_STARTED, settlesSessionFirst } from './idempotency';
import { findCall, shellCalls, type InsurerCall } from './insurerCalls';
import { readAnswer, readSavedDraft } from './savedDraft';
import { isFromAnotherSite } from './sameOrigin';

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
  smsBudgets: SmsBudgets;
  /** How much work the page does before it may ask for a text message. */
  smsChallenge: SmsChallengeSize;
  /** Payments opened and documents downloaded per session and contract. */
  costlyCalls: CostlyCallLimits;
  /** The SMS budgets' counters and the notes of contracts' phones: memory, or Redis shared by the replicas. */
  counters: Counters;
  notes: Notes;
  /** Keys phones and idempotency keys (the session's signing key: every replica has it, no browser does). */
  secret: string;
  /** Counts each message that went out ("sent") or the budget that refused it; none without metrics. */
  countSms?: (outcome: 'sent' | SmsBudgetName) => void;
  /** The clock of contracts' times and of journeys' ends (tests). */
  now?: () => number;
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
    if (isFromAnotherSite(request)) {
      return reply.code(403).send({ message: 'Calls from another site are refused', errorCode: 'NOT_ALLOWED' });
    }
  });

  const { metrics } = options;
  const nowSeconds = () => Math.floor((options.now ?? Date.now)() / 1000);
  /**
   * confirmContractPayment's answer says whether the buyer paid: read (never logged), counted, noted for the journey's
   * end, and passed on unchanged.
   */
  const readConfirmation: NonNullable<FastifyReplyFromHooks['onResponse']> = (request, reply, response) => {
    readAnswer(response.stream).then(
      async (bytes) => {
        const { provider, contract_id: contractId } = request.body as { provider?: unknown; contract_id?: unknown };
        const status = confirmedStatusOf(bytes);
        metrics?.confirmed(request, provider, status);
        if (status === 'PAID' && reply.statusCode >= 200 && reply.statusCode < 300) {
          // Not noted, the journey does not end early: the buyer's result matters more than that (docs/shop-server.md).
          await notePaid(options.notes, Number(contractId)).catch((error: unknown) =>
            request.log.warn({ err: error }, 'a payment was not noted'),
          );
        }
        void reply.send(bytes);
      },
      (error: unknown) => {
        const { status, message } = unreachableInsurerAnswer(error);
        void reply.code(status).header('cache-control', 'no-store').send({ message });
      },
    );
  };
  /** The draft's answer names the new contract: it joins this browser's session before the answer goes back. */
  const rememberNewContract: NonNullable<FastifyReplyFromHooks['onResponse']> = (request, reply, response) => {
    const phone = phones.get(request);
    readSavedDraft(response.stream)
      .then(async ({ bytes, contract }) => {
        const status = reply.statusCode;
        if (contract && status >= 200 && status < 300) {
          await reply.addSessionContract({ ...contract, savedAt: nowSeconds() });
          if (phone) await notePhoneOfContract(options.notes, contract.id, phone);
        }
        return bytes;
      })
      .then(
        (bytes) => void reply.send(bytes),
        (error: unknown) => {
          // The insurer made the draft, but the session could not keep it: the buyer's retry with the same
          // idempotency key gets that draft again and joins it then.
          // (reply-from types its hooks' reply for any server; this one is the shop's.)
          if (isStoreUnavailable(error)) {
            void refuseWithoutStore(reply as unknown as FastifyReply);
            return;
          }
          const { status, message } = unreachableInsurerAnswer(error);
          void reply.code(status).header('cache-control', 'no-store').send({ message });
        },
      );
  };

  /** Whether the insurer says it texted: a message it did not send is given back to the budgets (onSend, below). */
  const readSmsAnswer: NonNullable<FastifyReplyFromHooks['onResponse']> = (request, reply, response) => {
    readAnswer(response.stream).then(
      (bytes) => {
        if (!answerSaysSent(bytes)) unsentSms.add(request);
        void reply.send(bytes);
      },
      (error: unknown) => {
        const { status, message } = unreachableInsurerAnswer(error);
        void reply.code(status).header('cache-control', 'no-store').send({ message });
      },
    );
  };

  /** A right code proves the phone: its asker becomes the phone's owner for the SMS budgets (limits/phoneOwner.ts). */
  const readCodeCheck: NonNullable<FastifyReplyFromHooks['onResponse']> = (request, reply, response) => {
    readAnswer(response.stream).then(
      async (bytes) => {
        const sessionId = request.buyerSession().id;
        const contractId = Number((request.body as { contract_id?: unknown }).contract_id);
        if (sessionId && reply.statusCode >= 200 && reply.statusCode < 300 && codeConfirmed(bytes)) {
          const asker = { sessionId, clientKey: normalizeIP(request.ip) };
          await noteOwnerOfContractPhone(options.notes, contractId, asker, options.secret).catch((error: unknown) =>
            request.log.warn({ err: error }, "a phone's owner was not noted"),
          );
        }
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
    if (call.sendsSms) return { onResponse: readSmsAnswer };
    if (`${call.method} ${call.path}` === CODE_CHECK) return { onResponse: readCodeCheck };
    if (`${call.method} ${call.path}` === CONFIRM_PAYMENT) return { onResponse: readConfirmation };
    return {};
  };

  const forward = (
    request: FastifyRequest,
    reply: FastifyReply,
    call: InsurerCall,
    {
      query,
      body,
      extraHeaders = {},
    }: { query: Record<string, string>; body?: Record<string, unknown>; extraHeaders?: Record<string, string> },
  ) => {
    const found = owners.get(request);
    if (metrics && found)
      metrics.started(request, {
        method: call.method,
        path: call.path,
        owner: found.owner,
        registry: found.registry,
        calls: found.calls,
      });
    return reply.from(call.path.slice(1), {
      queryString: query,
      ...(body === undefined ? {} : { body }),
      rewriteRequestHeaders: (req, headers) =>
        Object.assign(
          insurerRequestHeaders(
            { ip: req.ip, id: String(req.id), traceparent: req.insurerTraceparent() },
            headers,
            options.comToken,
          ),
          extraHeaders,
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
  /** The phone a draft names, noted for its contract once the insurer has made it. */
  // Keyed by the request object only: reply-from hands its hooks the request under a wider server type.
  const phones = new WeakMap<object, PhoneOfCall>();
  /** What a call's message was counted against, given back when the insurer sent nothing. */
  const spentSms = new WeakMap<FastifyRequest, () => Promise<void>>();
  /** Calls whose 2xx answer says no message went out (a loyalty refusal, sendCode's 'OK'). */
  const unsentSms = new WeakSet<object>();
  /** The contract whose document each document call asks for, noted once the insurer has given it. */
  const documents = new WeakMap<FastifyRequest, number>();
  const challenges = smsChallenges(options.secret, options.smsChallenge, options.counters);

  // The challenge a page solves before it asks for a text message; issuing one costs the server a key derivation, so
  // a client gets as many a minute as it may send codes.
  app.get(
    '/smsChallenge',
    { onRequest: perClientLimit(app, 'sms-challenge', options.limits.codesPerMinute) },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await challenges.issue()),
  );
  /** Who declares each request's call, in the registry it was found in (for the metrics). */
  const owners = new WeakMap<
    FastifyRequest,
    { owner: string; registry: LoadedRegistry['registry']; calls: LoadedRegistry['calls'] }
  >();

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
  const countPerMinute = app.rateLimit({
    timeWindow: 60_000,
    allowList: (request) => {
      const call = calls.get(request);
      return call?.limit === undefined || settlesSessionFirst(call, request);
    },
    keyGenerator: (request) => {
      const call = calls.get(request) as InsurerCall;
      return `${call.limit} ${call.method} ${call.path} ${normalizeIP(request.ip)}`;
    },
    max: (request) => options.limits[(calls.get(request) as InsurerCall).limit as keyof AbuseLimits],
    errorResponseBuilder: tooManyAttempts,
  });
  // The limits' counters are the shared store's when there is one: a store that cannot be reached refuses (503).
  const abuseLimit = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await countPerMinute.call(app, request, reply);
    } catch (error) {
      // Past the limit it throws its own 429; anything else is its store failing.
      if ((error as { statusCode?: unknown }).statusCode === 429) throw error;
      request.log.warn({ err: error }, "the rate limits' store cannot be reached");
      return refuseWithoutStore(reply);
    }
  };

  /** Spends the SMS budgets of a call that texts; answers the refusal, if one refused. */
  const spendBudgets = async (
    request: FastifyRequest,
    sessionKey: string,
    body?: Record<string, unknown>,
    contractId?: number,
  ) => {
    const sending = await sendingOf(options.notes, {
      sessionKey,
      clientKey: normalizeIP(request.ip),
      ...(body ? { body } : {}),
      ...(contractId === undefined ? {} : { contractId }),
      secret: options.secret,
    });
    const spent = await spendSms(options.counters, sending, options.smsBudgets);
    if (spent.spent) {
      spentSms.set(request, spent.giveBack);
      return undefined;
    }
    options.countSms?.(spent.refusedBy);
    request.log.warn({ budget: spent.refusedBy }, 'SMS budget refused a message');
    return smsRefusalAnswer(spent.refusedBy, spent.retryAfterSeconds);
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.touchBuyerSession();
    try {
      return await forwardChecked(request, reply);
    } catch (error) {
      if (!isStoreUnavailable(error)) throw error;
      request.log.warn({ err: error.cause }, 'the shared store cannot be reached');
      return refuseWithoutStore(reply);
    }
  };

  const forwardChecked = async (request: FastifyRequest, reply: FastifyReply) => {
    const call = calls.get(request) as InsurerCall;
    let session = request.buyerSession();
    // The contracts kept on the server are read only for a call that names one.
    if (call.contract || namesContract(request.body))
      session = { ...session, contracts: await request.sessionContracts() };
    const checked = checkCall(call, {
      query: request.query,
      body: request.body,
      session,
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
    /** Beyond insurerRequestHeaders: the attempt's idempotency key, and who asks for a message. */
    const extraHeaders: Record<string, string> = {};
    const cost = costOf(call);
    const contractId = Number(checked.query.contract_id ?? checked.body?.contract_id) || undefined;
    if (contractId && (await journeyEnded(options.notes, contractId, nowSeconds()))) {
      return reply.code(403).send({ message: "This contract's journey has ended", errorCode: 'NOT_YOUR_CONTRACT' });
    }
    if (call.document && contractId) documents.set(request, contractId);
    if (call.idempotent || call.sendsSms || cost) {
      // The session's id comes with the first call that needs it, in this answer's cookie, whatever the answer.
      if (!session.id) {
        const settlesOnly = settlesSessionFirst(call, request);
        reply.saveBuyerSession((session = withSessionId(session)));
        // An attempt's key is bound to the session: settled before the call goes on, so that a retry of this attempt
        // (a shop stopped before it answered) names the same session and the insurer makes one draft. The page repeats
        // the call at once (@greencard/api). Never the other way round: a session read from a key would be anyone's who saw it.
        if (settlesOnly) {
          return reply
            .code(425)
            .header('cache-control', 'no-store')
            .send({ message: 'The session has started: send the call again', errorCode: SESSION_STARTED });
        }
      }
      const sessionId = session.id as string;
      if (call.idempotent) {
        const given = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER], sessionId, options.secret);
        if (given === false)
          return reply
            .code(400)
            .send({ message: `${IDEMPOTENCY_HEADER}: must be 16 to 64 letters, digits, "-" or "_"` });
        if (given) extraHeaders[IDEMPOTENCY_HEADER] = given;
      }
      if (cost) {
        const retryAfterSeconds = await spendCostlyCall(
          options.counters,
          cost,
          { sessionId, ...(contractId ? { contractId } : {}), clientKey: normalizeIP(request.ip) },
          options.costlyCalls,
        );
        if (retryAfterSeconds) {
          return reply
            .code(429)
            .header('retry-after', String(retryAfterSeconds))
            .send({ message: TOO_MANY, retryAfterSeconds });
        }
      }
      if (call.sendsSms) {
        extraHeaders[BUYER_SESSION_HEADER] = buyerSessionKey(sessionId, options.secret);
        if (asksForSms(checked.body)) {
          // The asker pays first, in work of their own: a refusal by the budgets below costs them the same.
          if (!(await challenges.accepts(request.headers[SMS_PROOF_HEADER]))) {
            return reply.code(403).send({ message: 'Solve the SMS challenge first', errorCode: 'SMS_PROOF' });
          }
          const refused = await spendBudgets(request, sessionId, checked.body, contractId);
          if (refused)
            return reply
              .code(refused.status)
              .header('retry-after', String(refused.body.retryAfterSeconds))
              .send(refused.body);
        }
      }
    }
    if (call.recordsContract && typeof checked.body?.phone === 'string')
      phones.set(request, phoneOf(checked.body.phone, options.secret));
    return forward(request, reply, call, {
      query: checked.query,
      ...(checked.body ? { body: checked.body } : {}),
      extraHeaders,
    });
  };

  // A message the insurer did not send (no 2xx: its own limits, a wrong state, no reaching it; or a 2xx that says so) is
  // given back, before the answer leaves: the buyer's next attempt finds it back. One it may still send (no answer in
  // time) stays counted.
  app.addHook('onSend', async (request, reply, payload) => {
    const document = documents.get(request);
    if (document && reply.statusCode >= 200 && reply.statusCode < 300) {
      await noteDocumentGiven(options.notes, document, nowSeconds()).catch((error: unknown) =>
        request.log.warn({ err: error }, 'a download was not noted'),
      );
    }
    const giveBack = spentSms.get(request);
    if (!giveBack) return payload;
    spentSms.delete(request);
    const outcome = messageOutcome(reply.statusCode, unsentSms.has(request));
    if (outcome === 'sent') options.countSms?.('sent');
    else if (outcome === 'unsent')
      await giveBack().catch((error: unknown) => request.log.warn({ err: error }, 'an SMS budget was not given back'));
    return payload;
  });
  if (metrics) app.addHook('onResponse', async (request, reply) => metrics.finished(request, reply));

  const route = { onRequest: [findTheCall, abuseLimit], exposeHeadRoute: false };
  app.all('/*', route, handler);
  app.all('/', route, handler);
}
