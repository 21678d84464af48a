import axios, { type AxiosInstance } from 'axios';
import {
  catalogueCalls,
  codeCalls,
  contractCalls,
  documentCalls,
  loyaltyCalls,
  paymentCalls,
  referenceCalls,
  type CallContext,
} from './calls';
import type { DraftDialect } from './draft';
import { DEFAULT_MESSAGE_RULES, type MessageRules } from './messages';

/** The browser talks to the shell server's proxy, which adds COM-TOKEN (ARCHITECTURE, "How the pieces fit"). */
export const DEFAULT_BASE_URL = '/api';
/** A call that has not answered in 20 s has failed (serverError). */
export const REQUEST_TIMEOUT_MS = 20_000;

export interface ApiOptions {
  /** The insurer API base URL; '/api' in the browser. */
  baseURL?: string;
  /** An axios instance to use instead of a new one (a server with its own agent, or a test with its own adapter). */
  http?: AxiosInstance;
  /** Which draft reading saveDraft sends (D2); snake unless configured. */
  draftDialect?: DraftDialect;
  /** Underwriting phrases and hints to strip, when an insurer has its own. */
  messageRules?: MessageRules;
}

/** An axios instance for the insurer API: JSON both ways and a 20 s timeout. */
export function createHttp(baseURL: string = DEFAULT_BASE_URL): AxiosInstance {
  return axios.create({
    baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  });
}

/** One typed function per call of docs/insurer-api.md; every failure is thrown as an ApiError. */
export function createApi(options: ApiOptions = {}) {
  const context: CallContext = {
    http: options.http ?? createHttp(options.baseURL),
    // A given instance keeps its own base URL unless one is named here too.
    ...(options.http && options.baseURL !== undefined ? { baseURL: options.baseURL } : {}),
    rules: options.messageRules ?? DEFAULT_MESSAGE_RULES,
    draftDialect: options.draftDialect ?? 'snake',
  };
  return {
    ...catalogueCalls(context),
    ...contractCalls(context),
    ...codeCalls(context),
    ...paymentCalls(context),
    ...documentCalls(context),
    ...referenceCalls(context),
    ...loyaltyCalls(context),
  };
}

export type Api = ReturnType<typeof createApi>;
