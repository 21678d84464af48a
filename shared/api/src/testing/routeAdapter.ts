// Test support only (not exported by the package): an axios adapter that answers from a route table, so the
// client runs its real request and response handling with no network.
import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

export type Reply =
  | { status: number; body?: unknown; raw?: string | ArrayBuffer; headers?: Record<string, string> }
  | { fail: 'network' | 'timeout' };

export type Route = (request: InternalAxiosRequestConfig) => Reply;

export interface RecordedRequest {
  method: string;
  url: string;
  baseURL?: string;
  params?: Record<string, unknown>;
  body?: unknown;
  timeout?: number;
}

function record(config: InternalAxiosRequestConfig): RecordedRequest {
  const data: unknown = config.data;
  const body = typeof data === 'string' ? (JSON.parse(data) as unknown) : data;
  return {
    method: (config.method ?? 'get').toUpperCase(),
    url: config.url ?? '',
    ...(config.baseURL === undefined ? {} : { baseURL: config.baseURL }),
    ...(config.params === undefined ? {} : { params: config.params as Record<string, unknown> }),
    ...(body === undefined ? {} : { body }),
    ...(config.timeout === undefined ? {} : { timeout: config.timeout }),
  };
}

/**
 * A challenge as the shop server issues one before a message (docs/shop-server.md, section 3), solved in three tries:
 * every route table answers it unless the test gives `GET /smsChallenge` itself.
 */
export const SMS_CHALLENGE = {
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    cost: 1,
    expiresAt: 4102444800,
    keyLength: 32,
    keyPrefix: '4e3af45ba090411f861df7183c8c619a',
    nonce: 'b95d4e1d372cf8239108665394819066',
    salt: '7bff6511fbd1db7c08f691516edc41dd',
  },
  signature: '9567d8759e8235ffe8834550ff1580d99d0565e89874646d0e5c2a387a1bd803',
};

/** An axios instance whose adapter answers `routes['METHOD /path']`; unknown routes answer 404. */
export function routeHttp(routes: Record<string, Route | Reply>, baseURL = 'http://insurer.test') {
  const requests: RecordedRequest[] = [];
  const http: AxiosInstance = axios.create({
    baseURL,
    timeout: 20_000,
    adapter: async (config) => {
      const request = record(config);
      requests.push(request);
      const table: Record<string, Route | Reply> = {
        'GET /smsChallenge': { status: 200, body: SMS_CHALLENGE },
        ...routes,
      };
      const route = table[`${request.method} ${request.url}`];
      const reply: Reply = typeof route === 'function' ? route(config) : (route ?? { status: 404 });
      if ('fail' in reply) {
        throw reply.fail === 'timeout'
          ? new AxiosError('timeout of 20000ms exceeded', AxiosError.ECONNABORTED, config)
          : new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
      }
      const data = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
      const response: AxiosResponse = {
        data,
        status: reply.status,
        statusText: String(reply.status),
        headers: new AxiosHeaders({ 'content-type': 'application/json', ...reply.headers }),
        config,
      };
      if (config.validateStatus?.(reply.status) ?? true) return response;
      const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
      throw new AxiosError(`Request failed with status code ${reply.status}`, code, config, null, response);
    },
  });
  return { http, requests };
}

/** A success envelope. */
export const ok = (data: unknown, status = 200): Reply => ({ status, body: { data } });
