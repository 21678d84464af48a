import type { APIRequestContext, Page } from '@playwright/test';
import { sandboxUrl } from './shop';
import { loyaltyLink } from './loyaltyLink';
import { smsProofHeader } from './smsProof';

/** The journey hand-off as a test prepares it; fields left out keep their initial values. */
export interface SeedJourney {
  selection?: { autoType: string; area: string; period: string; customerCategory: 'NATURAL'; stateNumber?: string };
  product?: { tariff: number; discountedPayment: number };
  /** The contract once moved to REQUEST: its number is the one the status change answered. */
  draft?: { id: number; number: string; date: string; customer: { phone: string } };
  codeSentAt?: string;
  signed?: boolean;
  points?: { used: number; amountToPay: number };
  paid?: boolean;
}

const INITIAL = {
  schemaVersion: 3,
  selection: null,
  product: null,
  draft: null,
  codeSentAt: null,
  signed: false,
  points: null,
  paid: false,
};

/**
 * Starts the page with a prepared journey, written where the shop keeps it across reloads (the journey snapshot),
 * so a test can begin at its own step. Also stores a loyalty customer id when given. Call before page.goto.
 */
export async function seedJourney(page: Page, journey: SeedJourney, options: { loyaltyCustomerId?: string } = {}) {
  const snapshot = JSON.stringify({ version: '1.0.274', value: { ...INITIAL, ...journey } });
  await page.addInitScript(
    ([value, loyaltyId]) => {
      // Only on the first load of the test: later reloads must see what the shop itself saved.
      if (window.sessionStorage.getItem('e2e_seeded')) return;
      window.sessionStorage.setItem('e2e_seeded', '1');
      window.localStorage.setItem('state_snapshot_journey', value as string);
      if (loyaltyId) window.localStorage.setItem('LOYALTY_CUSTOMER_ID', loyaltyId as string);
    },
    [snapshot, options.loyaltyCustomerId ?? ''],
  );
}

export interface OutboxMessage {
  id: number;
  phone: string;
  text: string;
  code: string;
  kind: 'contract' | 'loyalty';
  contractId: number;
  createdAt: string;
}

/** What the sandbox "sent" by SMS, newest first (its QA endpoint). */
export async function readOutbox(
  filter: { contractId?: number; phone?: string } = {},
  from = sandboxUrl(),
): Promise<OutboxMessage[]> {
  const query = new URLSearchParams();
  if (filter.contractId !== undefined) query.set('contract_id', String(filter.contractId));
  if (filter.phone) query.set('phone', filter.phone);
  const response = await fetch(`${from}/sandbox/outbox.json?${query}`);
  if (!response.ok) throw new Error(`outbox answered ${response.status}`);
  const body = (await response.json()) as OutboxMessage[] | { data: OutboxMessage[] };
  return Array.isArray(body) ? body : body.data;
}

/** Calls the sandbox insurer API directly, as the shell proxy would (for preparing data in tests). */
export async function insurer<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${sandboxUrl()}${path}`, {
    method,
    headers: { 'COM-TOKEN': 'sandbox-token', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T;
}

/**
 * Calls the insurer through the shop's /api, as the buyer's browser does: `request` is the page's (page.request),
 * so the contracts it creates join that browser's session and the page may act on them afterwards.
 */
export async function throughShop<T = unknown>(
  request: APIRequestContext,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  // A call that may ask for a text message carries a solved challenge of the shop, as the page's does (the shop reads
  // it only when the call asks for one: a loyalty order that brings the secret or releases points does not).
  const asksForSms = path.startsWith('/sendCode') || path === '/loyalty/order';
  const headers = asksForSms ? await smsProofHeader(await (await request.get('/api/smsChallenge')).json()) : {};
  const response = await request.fetch(`/api${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { data: body }),
  });
  const text = await response.text();
  if (!response.ok()) throw new Error(`${method} /api${path} answered ${response.status()}: ${text}`);
  return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T;
}

/** Makes the browser of `request` the loyalty customer, as the programme's signed partner link does. */
export async function arriveAsLoyaltyCustomer(request: APIRequestContext, customerId: string) {
  const page = await request.get(loyaltyLink(customerId));
  if (!page.ok()) throw new Error(`the partner link answered ${page.status()}`);
}
