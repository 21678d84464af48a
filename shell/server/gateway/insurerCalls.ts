// The allow-list: every insurer call a buyer's journey makes, and nothing else (docs/shop-server.md). The browser
// reaches each one at /api<path>; any other path under /api is answered 404 here and never leaves the server.
import { PAYMENT_PROVIDERS } from '@greencard/api';
import type { AbuseLimits } from '../config';

export type CallMethod = 'GET' | 'POST' | 'PUT';

/** Where a call names its contract: the `contract_id` query parameter or body field. */
export type ContractIn = 'query' | 'body';

export interface InsurerCall {
  method: CallMethod;
  /** The insurer's path (docs/insurer-api.md); the shop serves it under /api. */
  path: string;
  /** The query parameters passed on; any other is dropped. */
  query?: readonly string[];
  /** The call acts on a contract, which the buyer's session must hold. */
  contract?: ContractIn;
  /** The call acts on a loyalty customer (`customer_id` in the body), who must be the session's. */
  loyaltyCustomer?: true;
  /** The abuse limit per client that applies. */
  limit?: keyof AbuseLimits;
  /** Extra rules on the body, beyond the contract and customer checks (see callRules.ts). */
  rule?: 'statusRequest' | 'returnUrls';
  /** The answer names a new contract, which joins the session. */
  recordsContract?: true;
  /** The answer is a document, passed on as a stream. */
  document?: true;
}

export const INSURER_CALLS: readonly InsurerCall[] = [
  { method: 'GET', path: '/green/search', query: ['area', 'type', 'period', 'customerCategory'] },
  { method: 'GET', path: '/number', query: ['q'] },
  { method: 'GET', path: '/model', query: ['q'] },
  { method: 'GET', path: '/place', query: ['country', 'q'] },
  { method: 'GET', path: '/serverTime' },
  { method: 'POST', path: '/green/save/draft', limit: 'draftsPerMinute', recordsContract: true },
  { method: 'PUT', path: '/green/change/status', contract: 'body', rule: 'statusRequest' },
  { method: 'GET', path: '/sendCode', query: ['contract_id'], contract: 'query', limit: 'codesPerMinute' },
  { method: 'POST', path: '/checkCode', contract: 'body', limit: 'codesPerMinute' },
  { method: 'POST', path: '/loyalty/balance', contract: 'body', loyaltyCustomer: true, limit: 'loyaltyPerMinute' },
  { method: 'POST', path: '/loyalty/order', contract: 'body', loyaltyCustomer: true, limit: 'loyaltyPerMinute' },
  ...PAYMENT_PROVIDERS.map((provider): InsurerCall => ({
    method: 'POST',
    path: `/payment/${provider}`,
    contract: 'body',
    rule: 'returnUrls',
  })),
  { method: 'POST', path: '/confirmContractPayment', contract: 'body' },
  { method: 'GET', path: '/order/show', query: ['contract_id', 'lang'], contract: 'query', document: true },
  { method: 'GET', path: '/order/ewaShow', query: ['contract_id'], contract: 'query' },
];

/** The company logo of the header: only the shop's own company (its id is read at start). */
export const companyLogoPath = (companyId: number) => `/company/logo/${companyId}`;
