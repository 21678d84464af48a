// What the client loads on its first call (client.ts): axios, superstruct and the reading of answers. Shared by the
// steps of a page as its "page module" (docs/shared-packages.md), so a purchase downloads it once.
import axios, { isAxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import * as superstruct from 'superstruct';
import type { InsurerClient, InsurerRequest, InsurerResponse } from './client';
import type { ErrorKey } from '@greencard/domain';
import { ApiError, isApiError } from './errors/ApiError';
import { toApiError } from './errors/toApiError';
import { readFailureBody } from './errors/failureBody';
import { DEFAULT_MESSAGE_RULES } from './messages';
import { DEFAULT_BASE_URL, REQUEST_TIMEOUT_MS, type ClientOptions } from './options';
import type { Builders, Schema } from './schema';
import { wireTypes } from './wireTypes';

/** An axios instance for the insurer API: JSON both ways and a 20 s timeout. */
export function createHttp(baseURL: string = DEFAULT_BASE_URL): AxiosInstance {
  return axios.create({
    baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  });
}

/**
 * The shop server's answer to a browser's first keyed call (a draft): it has just given the browser its session, so
 * that a retry of the attempt names the same session, and wants the call again (docs/shop-server.md, section 1).
 */
const isSessionStarted = (error: unknown): boolean =>
  isAxiosError(error) &&
  error.response?.status === 425 &&
  readFailureBody(error.response.data).errorCode === 'SESSION_STARTED';

/** The header the shop server reads the SMS proof of work from: base64 of the JSON `{challenge, solution}`. */
const SMS_PROOF_HEADER = 'X-Sms-Proof';

const builders: Builders = { ...superstruct, ...wireTypes };
// Each schema is built once, on its first read.
const built = new WeakMap<object, unknown>();

function structOf<T>(answer: Schema<T>): superstruct.Struct<T, unknown> {
  if (!built.has(answer)) built.set(answer, answer.build(builders));
  return built.get(answer) as superstruct.Struct<T, unknown>;
}

/** A value read with its schema (its coercions applied); one that does not fit is serverError. */
function read<T>(value: unknown, answer: Schema<T>): T {
  const [error, result] = superstruct.validate(value, structOf(answer), { coerce: true });
  if (error) throw new ApiError('serverError');
  return result;
}

/** The `data` of a success envelope `{ data }`; a body that is no envelope is serverError. */
function envelopeData(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('data' in body)) throw new ApiError('serverError');
  return body.data;
}

/** The client's calls, made with the options it was created with. */
export function connect(options: ClientOptions): Omit<InsurerClient, 'address'> {
  const http = options.http ?? createHttp(options.baseURL);
  // A given instance keeps its own base URL unless one is named here too.
  const base: AxiosRequestConfig = options.http && options.baseURL !== undefined ? { baseURL: options.baseURL } : {};
  const rules = options.messageRules ?? DEFAULT_MESSAGE_RULES;

  /**
   * Sends a request, once more at once when the shop server has just started the session; any failure becomes the
   * ApiError of the catalogue (fallbackKey when the insurer says nothing).
   */
  async function exchange(config: AxiosRequestConfig, fallbackKey: ErrorKey): Promise<InsurerResponse> {
    const request = () => http.request<unknown>({ ...config, ...base });
    try {
      const response = await request().catch((error: unknown) => {
        if (isSessionStarted(error)) return request();
        throw error;
      });
      return {
        status: response.status,
        contentType: String(response.headers['content-type'] ?? ''),
        body: response.data,
      };
    } catch (error) {
      throw toApiError(error, fallbackKey, rules);
    }
  }

  /**
   * Before a call that texts the buyer, the shop server wants proof of work (docs/shop-server.md, section 3): the page
   * asks for a challenge, solves it (ALTCHA's solver over WebCrypto's PBKDF2, loaded only now, never with the home
   * page) and sends the solution with the call. A buyer waits a fraction of a second; a script asking for thousands
   * of messages pays that for each. A challenge that cannot be had or solved fails the call with `fallbackKey`.
   */
  async function smsProofHeader(fallbackKey: ErrorKey): Promise<Record<string, string>> {
    const { body: challenge } = await exchange({ method: 'GET', url: '/smsChallenge' }, fallbackKey);
    try {
      const [{ solveChallenge }, { deriveKey }] = await Promise.all([
        import('altcha-lib'),
        import('altcha-lib/algorithms/web/pbkdf2'),
      ]);
      const solution = await solveChallenge({
        challenge: challenge as Parameters<typeof solveChallenge>[0]['challenge'],
        deriveKey,
      });
      if (!solution) throw new ApiError(fallbackKey);
      // The challenge is hex and numbers: btoa's Latin-1 is enough.
      return { [SMS_PROOF_HEADER]: btoa(JSON.stringify({ challenge, solution })) };
    } catch (error) {
      throw isApiError(error) ? error : new ApiError(fallbackKey);
    }
  }

  async function send(request: InsurerRequest, fallbackKey: ErrorKey): Promise<InsurerResponse> {
    const { idempotencyKey, smsProof, ...config } = request;
    const proof = smsProof ? await smsProofHeader(fallbackKey) : {};
    // The shop server forwards the attempt's key, bound to the buyer's session.
    const idempotency = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {};
    return exchange({ ...config, headers: { ...idempotency, ...proof } }, fallbackKey);
  }

  return {
    send,
    call: async (request, answer, fallbackKey) => read(envelopeData((await send(request, fallbackKey)).body), answer),
    // an answer that does not fit is a rejection, as call's is, not a throw.
    // eslint-disable-next-line @typescript-eslint/require-await
    read: async (value, answer) => read(value, answer),
  };
}
