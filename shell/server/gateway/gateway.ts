// /api: the insurer calls of the allow-list, each behind the buyer's session and its abuse limit, forwarded with the
// partner token. The allow-list follows the registry (a release widens or narrows it, docs/step-release.md), and
// fastify takes no routes once it listens: one route takes every /api request and finds its call by method and path,
// in any spelling an insurer might read as the same (insurerCalls.ts), and any path not on the list is 404 before its
// body is read. What the gateway does for a call is what its owner declares in step.json, held to the kinds of its
// parameters (callRules.ts): no table here knows an insurer path.
import type { IncomingHttpHeaders } from 'node:http';
import replyFrom, { type FastifyReplyFromHooks } from '@fastify/reply-from';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OwnedCall, StepCall } from '@greencard/step-contract';
import type { ShellServerConfig } from '../config';
import { failingClosedLimit, perClientLimit, refuseFor, refuseWithoutStore, TOO_MANY } from '../limits/clientLimit';
import { spendCostlyCall } from '../limits/costlyCalls';
import { smsRefusalAnswer, spendSms } from '../limits/smsBudget';
import { SMS_PROOF_HEADER, smsChallenges } from '../limits/smsChallenge';
import {
  answerSaysSent,
  asksForSms,
  BUYER_SESSION_HEADER,
  buyerSessionKey,
  keyed,
  messageOutcome,
  noteOwnerOfContractPhone,
  notePhoneOfContract,
  phoneToNote,
  sendingOf,
  type PhoneOfCall,
} from '../limits/smsSending';
import type { Forwarding, GatewayMetrics } from '../observability/gatewayMetrics';
import { callTraceparent } from '../observability/tracing';
import type { BuyerView, ParsedRegistry } from '../registry/registry';
import { withSessionId } from '../session/buyerSession';
import { journeyEnded, noteDocumentGiven, notePaid } from '../session/journeyEnd';
import { keptBuyerView } from '../share/keptBuyerView';
import type { Counters } from '../store/counters';
import type { Notes } from '../store/notes';
import { StoreUnavailable } from '../store/storeUnavailable';
import { checkCall, contractOf, isRefusal, namesContract, type Forward } from './callRules';
import {
  answerUnreachable,
  codeWasRight,
  confirmedStatusOf,
  newContractOf,
  readAnswer,
  unreachableStatus,
} from './forwarding';
import { findCall, shellCalls } from './insurerCalls';
import { isFromAnotherSite } from './sameOrigin';

export interface GatewayOptions {
  /** The insurer, PUBLIC_ORIGIN (where payment return addresses must point), the limits and the SMS budgets. */
  config: ShellServerConfig;
  companyId: number;
  /** The current registry, whose steps' declared calls join the shell's own. */
  readRegistry: () => Promise<ParsedRegistry>;
  /** Counts each call, its outcome, its journey event, and each SMS sent or refused; none without metrics. */
  metrics?: GatewayMetrics;
  /** The limits' counters and the notes of contracts' phones: memory, or Redis shared by the replicas. */
  shared: { counters: Counters; notes: Notes };
  /** The clock of contracts' times and of journeys' ends (tests). */
  now?: () => number;
}

// The browser's idempotency key of an attempt (a draft, a payment), as the insurer gets it: bound to the buyer's
// session, so that a key seen or guessed elsewhere names nothing of this session at the insurer, and one session's
// retry is never answered with another session's draft (docs/shop-server.md, section 1; docs/insurer-api.md).

const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The 425 that gives a browser without a session its session before a keyed call goes on; the page repeats the call. */
const SESSION_STARTED = 'SESSION_STARTED';

/** What a browser may send: a UUID, or any random token of URL-safe characters. */
const BROWSER_KEY = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Whether the call only settles the session: a keyed call from a browser without one, answered 425 with the session's
 * cookie and never forwarded. It counts against no limit, so a buyer's first draft counts once (its repeat), not twice.
 */
const settlesSessionFirst = (call: Pick<StepCall, 'idempotent'>, request: FastifyRequest): boolean =>
  !!call.idempotent && request.headers[IDEMPOTENCY_HEADER] !== undefined && !request.buyerSession().id;

/** Each step.json limit, and the allowance of LIMITS it counts against. */
const ALLOWANCES = { codes: 'codesPerMinute', loyalty: 'loyaltyPerMinute', drafts: 'draftsPerMinute' } as const;

/** One call on its way through the gateway: found on request, carried to the answer's hooks. */
interface CallInFlight {
  owned: OwnedCall;
  buyer: BuyerView;
  /** The phone a call that makes a contract names, noted for that contract once the insurer has made it. */
  phone?: PhoneOfCall | undefined;
  /** Gives the SMS budgets back what the call was counted against, when the insurer sent nothing. */
  giveBackSms?: (() => Promise<void>) | undefined;
  /** The insurer's 2xx answer says no message went out (sendCode's 'OK', a loyalty refusal). */
  smsUnsent?: boolean;
  /** The contract the call names (a document's is noted once the insurer has given it). */
  contract?: number | undefined;
  /** What the metrics count of the call once its answer went back (none without metrics, or before it left). */
  forwarding?: Forwarding | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The insurer call this /api request was found to be (gateway.ts). */
    insurerCall: CallInFlight | null;
  }
}

/** Request headers the insurer gets from the browser; the rest (cookies, Authorization, X-Forwarded-*) stay here. */
const PASSED_REQUEST_HEADERS = ['host', 'content-type', 'content-length', 'accept', 'accept-language'];

/** Answer headers the browser gets from the insurer; its cookies, CORS and caching headers stay out. */
const PASSED_ANSWER_HEADERS = ['content-type', 'content-length', 'content-disposition', 'retry-after'];

/**
 * An answer opened as a document (a new tab on the logo's SVG, an insurer that answers HTML) runs nothing on the shop's
 * origin. A PDF is left to the browser's viewer, which a sandboxed document may not open (docs/shop-server.md, section 4).
 */
const answerPolicy = (type: unknown) =>
  String(type).startsWith('application/pdf')
    ? {}
    : { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox" };

const picked = (headers: IncomingHttpHeaders, names: string[]): IncomingHttpHeaders =>
  Object.fromEntries(names.filter((name) => headers[name] !== undefined).map((name) => [name, headers[name]]));

/** The calls whose answer the server reads whole before passing it on unchanged (docs/shop-server.md, section 1). */
const readsAnswer = (call: StepCall) =>
  !!call.texts || call.answer === 'newContract' || call.answer === 'codeCheck' || call.answer === 'paymentConfirmation';

const inFlight = (request: object) => (request as FastifyRequest).insurerCall as CallInFlight;

export async function gateway(app: FastifyInstance, options: GatewayOptions) {
  const { config, shared } = options;
  // Keys phones and idempotency keys: the session's signing key, which every replica has and no browser does.
  const secret = config.sessionSecrets[0] as string;
  // With a base path (https://insurer/api/v1) the call's path must be joined below it, not at the host's root.
  await app.register(replyFrom, {
    base: `${config.insurerApiUrl}/`,
    // Never repeat a call on its own: a repeated code request texts the buyer twice.
    retryMethods: [],
    // Its own lines would log the insurer URL with its query (plates, contract ids): the shop logs each request once.
    disableRequestLogging: true,
    undici: { headersTimeout: config.insurerTimeoutMs, bodyTimeout: config.insurerTimeoutMs },
  });

  // Bodies are JSON only: a text/plain body (which any page may post without asking) is refused with 415.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('insurerCall', null);

  // A page of another site may not spend this buyer's session (their cookie is SameSite=Lax, which still lets a
  // cross-site link open a GET): browsers say where a request comes from, and only this shop's pages may call.
  app.addHook('onRequest', async (request, reply) => {
    if (isFromAnotherSite(request)) {
      return reply.code(403).send({ message: 'Calls from another site are refused', errorCode: 'NOT_ALLOWED' });
    }
  });

  const { metrics } = options;
  const nowSeconds = () => Math.floor((options.now ?? Date.now)() / 1000);

  /** Whatever the answer says beside being passed on: who the session's new contract is, a code's verdict, a payment. */
  const readTheAnswer = async (request: FastifyRequest, reply: FastifyReply, bytes: Buffer) => {
    const flight = inFlight(request);
    const { call } = flight.owned;
    const succeeded = reply.statusCode >= 200 && reply.statusCode < 300;
    if (call.texts && !answerSaysSent(bytes, call.texts.sentErrorCodes)) flight.smsUnsent = true;
    if (call.answer === 'codeCheck') {
      const right = succeeded && codeWasRight(bytes);
      if (flight.forwarding) flight.forwarding.codeRight = right;
      // A right code proves the phone: its asker becomes the phone's owner for the SMS budgets (limits/smsSending.ts).
      const sessionId = request.buyerSession().id;
      if (right && sessionId && flight.contract) {
        const asker = { sessionId, clientKey: normalizeIP(request.ip) };
        await noteOwnerOfContractPhone(shared.notes, flight.contract, asker, secret).catch((error: unknown) =>
          request.log.warn({ err: error }, "a phone's owner was not noted"),
        );
      }
    }
    if (call.answer === 'newContract') {
      const contract = newContractOf(bytes);
      if (contract && succeeded) {
        await reply.addSessionContract({ ...contract, savedAt: nowSeconds() });
        if (flight.phone) await notePhoneOfContract(shared.notes, contract.id, flight.phone);
      }
    }
    if (call.answer === 'paymentConfirmation') {
      const { provider } = (request.body ?? {}) as Record<string, unknown>;
      const status = confirmedStatusOf(bytes);
      flight.forwarding?.confirm(provider, status);
      if (status === 'PAID' && succeeded && flight.contract) {
        // Not noted, the journey does not end early: the buyer's result matters more than that (docs/shop-server.md).
        await notePaid(shared.notes, flight.contract).catch((error: unknown) =>
          request.log.warn({ err: error }, 'a payment was not noted'),
        );
      }
    }
  };

  const readAnswerThenSend: NonNullable<FastifyReplyFromHooks['onResponse']> = (request, fromReply, response) => {
    // (reply-from types its hooks' request and reply for any server; these are the shop's.)
    const reply = fromReply as unknown as FastifyReply;
    void (async () => {
      try {
        const bytes = await readAnswer(response.stream);
        await readTheAnswer(request as unknown as FastifyRequest, reply, bytes);
        return await reply.send(bytes);
      } catch (error) {
        // The insurer made the draft, but the session could not keep it: the buyer's retry with the same
        // idempotency key gets that draft again and joins it then.
        if (error instanceof StoreUnavailable) return refuseWithoutStore(reply);
        return answerUnreachable(reply, unreachableStatus(error));
      }
    })();
  };

  const shell = shellCalls(options.companyId);
  const challenges = smsChallenges(secret, config.smsChallenge, shared.counters);

  // The challenge a page solves before it asks for a text message; issuing one costs the server a key derivation, so
  // a client gets as many a minute as it may send codes.
  app.get(
    '/smsChallenge',
    { onRequest: perClientLimit(app, 'sms-challenge', config.limits.codesPerMinute) },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await challenges.issue()),
  );

  // Anything not on the list: 404 as soon as the path is known, whatever the body (it is never read).
  const findTheCall = async (request: FastifyRequest, reply: FastifyReply) => {
    const rest = (request.params as { '*'?: string })['*'];
    const path = rest === undefined ? '/' : `/${rest}`;
    // A buyer given a step's trial build may make the calls that build declares; a buyer of the main build only its own.
    const buyer = keptBuyerView(await options.readRegistry(), request);
    const owned = findCall(shell, buyer.calls, request.method, path);
    if (!owned) return reply.code(404).send({ message: 'No such call' });
    request.insurerCall = { owned, buyer };
  };

  // Each call with a limit counts on its own, per client and minute, as a route of its own would.
  const abuseLimit = failingClosedLimit(app, {
    timeWindow: 60_000,
    // The keyed call that only settles the session (425, never forwarded) counts against no limit: a first draft counts
    // once, by its repeat.
    allowList: (request) =>
      request.insurerCall?.owned.call.limit === undefined || settlesSessionFirst(inFlight(request).owned.call, request),
    keyGenerator: (request) => {
      const { call } = inFlight(request).owned;
      return `${call.limit} ${call.method} ${call.path} ${normalizeIP(request.ip)}`;
    },
    max: (request) => config.limits[ALLOWANCES[inFlight(request).owned.call.limit as keyof typeof ALLOWANCES]],
  });

  /** Spends the SMS budgets of a call that texts; answers the refusal, if one refused. */
  const spendBudgets = async (request: FastifyRequest, sessionId: string, checked: Forward) => {
    const flight = inFlight(request);
    const sending = await sendingOf(shared.notes, {
      sessionKey: sessionId,
      clientKey: normalizeIP(request.ip),
      call: flight.owned.call,
      params: checked.body ?? checked.query,
      ...(flight.contract === undefined ? {} : { contractId: flight.contract }),
      secret,
    });
    const spent = await spendSms(shared.counters, sending, config.smsBudgets);
    if (spent.spent) {
      flight.giveBackSms = spent.giveBack;
      return undefined;
    }
    metrics?.sms(spent.refusedBy);
    request.log.warn({ budget: spent.refusedBy }, 'SMS budget refused a message');
    return smsRefusalAnswer(spent.refusedBy, spent.retryAfterSeconds);
  };

  /** The checked call to the insurer, with only the headers that may cross either way (docs/shop-server.md, section 1). */
  const forward = (
    request: FastifyRequest,
    reply: FastifyReply,
    checked: Forward,
    extraHeaders: Record<string, string>,
  ) => {
    const flight = inFlight(request);
    const { owned, buyer } = flight;
    flight.forwarding = metrics?.started({ owned, registry: buyer.registry, calls: buyer.calls });
    return reply.from(owned.call.path.slice(1), {
      // Given even when empty ({} for a call with a body): left out, reply-from sends the browser's own query on.
      queryString: checked.query,
      ...(checked.body === undefined ? {} : { body: checked.body }),
      rewriteRequestHeaders: (_request, headers) => {
        // None when the instrumentation sends it (observability/tracing.ts).
        const traceparent = callTraceparent(request.headers.traceparent);
        return {
          ...picked(headers, PASSED_REQUEST_HEADERS),
          'com-token': config.comToken,
          // The client's address as this server determined it (trustProxy), never a header the client wrote itself.
          'x-forwarded-for': request.ip,
          'x-request-id': String(request.id),
          ...(traceparent ? { traceparent } : {}),
          ...extraHeaders,
        };
      },
      rewriteHeaders: (headers) => {
        flight.forwarding?.answered();
        // Answers are about one buyer's contract: no cache may keep them.
        return {
          ...picked(headers, PASSED_ANSWER_HEADERS),
          'cache-control': 'no-store',
          ...answerPolicy(headers['content-type']),
        };
      },
      onError: (_reply, { error }) => {
        const status = unreachableStatus(error);
        flight.forwarding?.fail(status);
        request.log.warn({ err: error }, 'insurer call failed');
        void answerUnreachable(reply, status);
      },
      ...(readsAnswer(owned.call) ? { onResponse: readAnswerThenSend } : {}),
    });
  };

  // A store that cannot be reached on the way refuses the call (errors.ts).
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.touchBuyerSession();
    const flight = inFlight(request);
    const { call } = flight.owned;
    let session = request.buyerSession();
    // The contracts kept on the server are read only for a call that names one.
    if (namesContract(call)) session = { ...session, contracts: await request.sessionContracts() };
    const checked = checkCall(call, {
      query: request.query,
      body: request.body,
      session,
      publicOrigin: config.publicOrigin,
    });
    if (isRefusal(checked)) {
      const { status, ...answer } = checked;
      return reply.code(status).send(answer);
    }
    /** Beyond the headers that cross (forward): the attempt's idempotency key, and who asks for a message. */
    const extraHeaders: Record<string, string> = {};
    const contractId = (flight.contract = contractOf(call, checked));
    if (contractId && (await journeyEnded(shared.notes, contractId, nowSeconds()))) {
      return reply.code(403).send({ message: "This contract's journey has ended", errorCode: 'NOT_YOUR_CONTRACT' });
    }
    if (call.idempotent || call.texts || call.costs) {
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
      // A call sent without a key goes on without one.
      const given = request.headers[IDEMPOTENCY_HEADER];
      if (call.idempotent && given !== undefined) {
        if (typeof given !== 'string' || !BROWSER_KEY.test(given))
          return reply
            .code(400)
            .send({ message: `${IDEMPOTENCY_HEADER}: must be 16 to 64 letters, digits, "-" or "_"` });
        // The whole HMAC (43 characters): the key a retry after a deploy sends must be the one the insurer got before.
        extraHeaders[IDEMPOTENCY_HEADER] = keyed(secret, 'idempotency', `${sessionId}\n${given}`, 43);
      }
      if (call.costs) {
        const retryAfterSeconds = await spendCostlyCall(
          shared.counters,
          call.costs,
          { sessionId, ...(contractId ? { contractId } : {}), clientKey: normalizeIP(request.ip) },
          config.costlyCalls,
        );
        if (retryAfterSeconds) return refuseFor(reply, 429, { message: TOO_MANY, retryAfterSeconds });
      }
      if (call.texts) {
        extraHeaders[BUYER_SESSION_HEADER] = buyerSessionKey(sessionId, secret);
        if (asksForSms(call, checked.body ?? checked.query)) {
          // The asker pays first, in work of their own: a refusal by the budgets below costs them the same.
          if (!(await challenges.accepts(request.headers[SMS_PROOF_HEADER]))) {
            return reply.code(403).send({ message: 'Solve the SMS challenge first', errorCode: 'SMS_PROOF' });
          }
          const refused = await spendBudgets(request, sessionId, checked);
          if (refused) return refuseFor(reply, refused.status, refused.body);
        }
      }
    }
    if (call.answer === 'newContract') flight.phone = phoneToNote(call, checked.body, secret);
    return forward(request, reply, checked, extraHeaders);
  };

  // A message the insurer did not send (no 2xx: its own limits, a wrong state, no reaching it; or a 2xx that says so)
  // is given back, before the answer leaves: the buyer's next attempt finds it back. One it may still send (no answer
  // in time) stays counted.
  app.addHook('onSend', async (request, reply, payload) => {
    const flight = request.insurerCall;
    if (!flight) return payload;
    // Counted as the call's answer (or failure) is sent, not once it has reached the buyer: a buyer who left before a
    // hanging call timed out is never answered, and the timeout is still the insurer's (ShopInsurerErrors). Once,
    // should the answer be sent again (an error on its way).
    if (flight.forwarding) metrics?.finished(request, reply, flight.forwarding);
    flight.forwarding = undefined;
    const succeeded = reply.statusCode >= 200 && reply.statusCode < 300;
    if (succeeded && flight.contract && flight.owned.call.answer === 'document') {
      await noteDocumentGiven(shared.notes, flight.contract, nowSeconds()).catch((error: unknown) =>
        request.log.warn({ err: error }, 'a download was not noted'),
      );
    }
    const giveBack = flight.giveBackSms;
    if (!giveBack) return payload;
    flight.giveBackSms = undefined;
    const outcome = messageOutcome(reply.statusCode, !!flight.smsUnsent);
    if (outcome === 'sent') metrics?.sms('sent');
    else if (outcome === 'unsent')
      await giveBack().catch((error: unknown) => request.log.warn({ err: error }, 'an SMS budget was not given back'));
    return payload;
  });

  const route = { onRequest: [findTheCall, abuseLimit], exposeHeadRoute: false };
  app.all('/*', route, handler);
  app.all('/', route, handler);
}
