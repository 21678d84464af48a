import { DEFAULT_LOCALE, type Locale } from '@greencard/domain';
import type { Calls } from './calls/bindCalls';
import { DEFAULT_BASE_URL, type ApiOptions } from './options';

export type Api = Calls;

/** Every call that goes over the network; the compile-time check below keeps the list complete. */
const NETWORK_CALLS = [
  'searchProducts',
  'saveDraft',
  'changeStatus',
  'sendCode',
  'checkCode',
  'getServerTime',
  'createPayment',
  'confirmContractPayment',
  'getContractDocument',
  'getReceipt',
  'findVehiclesByNumber',
  'searchModels',
  'searchPlaces',
  'loyaltyBalance',
  'loyaltySendSecret',
  'loyaltyCheckSecret',
  'loyaltyRelease',
] as const satisfies readonly (keyof Api)[];

type Unlisted = Exclude<keyof Api, (typeof NETWORK_CALLS)[number] | 'contractDocumentUrl'>;
// Fails to compile when a call is added to the API but not to NETWORK_CALLS.
const everyCallListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyCallListed;

/**
 * One typed function per call of docs/insurer-api.md; every failure is thrown as an ApiError.
 * axios, the answer schemas and the calls load on the first call: the home page paints before it needs any of them
 * (docs/performance.md: nothing blocks the first paint that need not).
 */
export function createApi(options: ApiOptions = {}): Api {
  let calls: Promise<Calls> | undefined;
  const load = () => (calls ??= import('./calls/bindCalls').then((module) => module.bindCalls(options)));
  const api: Partial<Record<keyof Api, unknown>> = {
    contractDocumentUrl: (contractId: number, lang: Locale = DEFAULT_LOCALE) => {
      const base = options.baseURL ?? options.http?.defaults.baseURL ?? DEFAULT_BASE_URL;
      return `${base.replace(/\/+$/, '')}/order/show?contract_id=${encodeURIComponent(contractId)}&lang=${lang}`;
    },
  };
  for (const name of NETWORK_CALLS) {
    api[name] = (...args: unknown[]) =>
      load().then((bound) => (bound[name] as (...a: unknown[]) => Promise<unknown>)(...args));
  }
  return api as Api;
}
