import axios, { type AxiosInstance } from 'axios';
// The calls themselves, with axios and the answer schemas. Loaded on the first call (see ../client.ts), so a page
// that has not called the insurer yet has not paid for them.
import { catalogueCalls } from './catalogue';
import { codeCalls } from './code';
import { contractCalls } from './contract';
import type { CallContext } from './context';
import { documentCalls } from './documents';
import { loyaltyCalls } from './loyalty';
import { paymentCalls } from './payment';
import { referenceCalls } from './reference';
import { DEFAULT_BASE_URL, REQUEST_TIMEOUT_MS, type ApiOptions } from '../options';
import { DEFAULT_MESSAGE_RULES } from '../messages';

/** An axios instance for the insurer API: JSON both ways and a 20 s timeout. */
export function createHttp(baseURL: string = DEFAULT_BASE_URL): AxiosInstance {
  return axios.create({
    baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  });
}

/** One typed function per call of docs/insurer-api.md; every failure is thrown as an ApiError. */
export function bindCalls(options: ApiOptions = {}) {
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

export type Calls = ReturnType<typeof bindCalls>;
