import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { validate, type Struct } from 'superstruct';
import { ApiError, toApiError, type ErrorKey } from '../errors';
import type { MessageRules } from '../messages';
import type { DraftDialect } from '../draft';

/** What every call module needs: the HTTP client and the rules that turn answers into values or ApiErrors. */
export interface CallContext {
  http: AxiosInstance;
  /** Overrides the client's base URL when createApi was given one. */
  baseURL?: string;
  rules: MessageRules;
  draftDialect: DraftDialect;
}

export function withBase(context: CallContext, config: AxiosRequestConfig): AxiosRequestConfig {
  return context.baseURL === undefined ? config : { ...config, baseURL: context.baseURL };
}

/**
 * The shop server's answer to a browser's first keyed call (a draft): it has just given the browser its session, so
 * that a retry of the attempt names the same session, and wants the call again (docs/shop-server.md, section 1).
 */
function isSessionStarted(error: unknown): boolean {
  const response = (error as { response?: { status?: unknown; data?: unknown } } | null)?.response;
  return response?.status === 425 && (response.data as { errorCode?: unknown } | null)?.errorCode === 'SESSION_STARTED';
}

/**
 * Sends a request, once more at once when the shop server has just started the session; any failure becomes the
 * ApiError of the catalogue (fallbackKey when the insurer says nothing).
 */
export async function send(
  context: CallContext,
  config: AxiosRequestConfig,
  fallbackKey: ErrorKey,
): Promise<AxiosResponse<unknown>> {
  const request = () => context.http.request<unknown>(withBase(context, config));
  try {
    return await request().catch((error: unknown) => {
      if (isSessionStarted(error)) return request();
      throw error;
    });
  } catch (error) {
    throw toApiError(error, fallbackKey, context.rules);
  }
}

/** The `data` of a success envelope; a body that is no envelope is serverError. */
export function envelopeData(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('data' in body)) throw new ApiError('serverError');
  return body.data;
}

/** The `data` of a success envelope `{ data }`, checked against its schema; a malformed answer is serverError. */
function readData<T, S>(body: unknown, schema: Struct<T, S>): T {
  const [error, value] = validate(envelopeData(body), schema);
  if (error) throw new ApiError('serverError');
  return value;
}

/** A JSON call: send, then read the envelope's data with its schema. */
export async function call<T, S>(
  context: CallContext,
  config: AxiosRequestConfig,
  schema: Struct<T, S>,
  fallbackKey: ErrorKey,
): Promise<T> {
  return readData((await send(context, config, fallbackKey)).data, schema);
}
