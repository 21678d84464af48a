import type { ErrorKey } from '@greencard/domain';
import { DEFAULT_BASE_URL, type ClientOptions } from './options';
import type { Schema } from './schema';

/** One request to the insurer, as a step's call makes it (docs/insurer-api.md). */
export interface InsurerRequest {
  method: 'GET' | 'POST' | 'PUT';
  /** The insurer's path, as docs/insurer-api.md names it. */
  url: string;
  params?: Record<string, string | number>;
  data?: unknown;
  /** The key of the attempt the request belongs to (docs/insurer-api.md, "Idempotency keys"). */
  idempotencyKey?: string;
  /** The call texts the buyer: it is sent with a proof of work (docs/shop-server.md, section 3). */
  smsProof?: boolean;
  /** 'arraybuffer' for a document: its bytes as they came. */
  responseType?: 'json' | 'arraybuffer';
}

/** An answer as it came, for a call that reads more than an envelope's data. */
export interface InsurerResponse {
  status: number;
  contentType: string;
  body: unknown;
}

/**
 * What every call is made with. Every failure is thrown as an ApiError: no answer, a 5xx or an answer its schema
 * refuses is serverError; a 4xx goes through the insurer message rules, and one that says nothing is `fallbackKey`.
 */
export interface InsurerClient {
  /** Sends the request and reads the success envelope's `data` with `answer`. */
  call<T>(request: InsurerRequest, answer: Schema<T>, fallbackKey: ErrorKey): Promise<T>;
  /** Sends the request; the answer as it came. */
  send(request: InsurerRequest, fallbackKey: ErrorKey): Promise<InsurerResponse>;
  /** Reads a value of an answer with its schema (serverError when it does not fit). */
  read<T>(value: unknown, answer: Schema<T>): Promise<T>;
  /** The address of a GET request, for a link the browser opens itself. */
  address(request: Pick<InsurerRequest, 'url' | 'params'>): string;
}

/**
 * The one client of the insurer API. axios, superstruct and the reading of answers load on the first call: the home
 * page paints before it needs any of them (docs/performance.md: nothing blocks the first paint that need not).
 */
export function createInsurerClient(options: ClientOptions = {}): InsurerClient {
  let transport: Promise<Omit<InsurerClient, 'address'>> | undefined;
  const load = () => (transport ??= import('./transport').then((module) => module.connect(options)));
  const base = (options.baseURL ?? options.http?.defaults.baseURL ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  return {
    call: (request, answer, fallbackKey) => load().then((loaded) => loaded.call(request, answer, fallbackKey)),
    send: (request, fallbackKey) => load().then((loaded) => loaded.send(request, fallbackKey)),
    read: (value, answer) => load().then((loaded) => loaded.read(value, answer)),
    address: ({ url, params = {} }) => {
      // URLSearchParams spells each value as a string, numbers too.
      const query = String(new URLSearchParams(params as Record<string, string>));
      return `${base}${url}${query === '' ? '' : `?${query}`}`;
    },
  };
}
