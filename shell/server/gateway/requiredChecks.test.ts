/** @jest-environment node */
// The checks a call must have, whatever a registry says (docs/shop-server.md, "Checks every call has"): a registry
// written by hand that drops one is refused, the last good one kept and the call still refuses a stranger; and a body's
// contract, customer and return addresses are checked on every call that forwards a body, declared or not.
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { callOwners } from '@greencard/build/release/stepCalls';
import type { StepCall } from '@greencard/step-contract';
import { createShopMetrics, type ShopMetrics } from '../observability/metrics';
import { fakeInsurer, loyaltyLink, REGISTRY, registryEditSeen, sessionCookieOf, shopServer } from '../testing';
import { findCall, shellCalls } from './insurerCalls';

type Insurer = Awaited<ReturnType<typeof fakeInsurer>>;

const json = { 'content-type': 'application/json', host: 'localhost:80' };
const DRAFT_ANSWER = { body: { data: { id: 41, number: 'GC00000041', date: '2026-11-23' } } };
const OWN = 'http://localhost:80/easyPayCallBack';

type Step = keyof typeof REGISTRY;
/** The registry with one check of one step's call left out, as a hand-written file might have it. */
function dropping(step: Step, key: string, check: string) {
  const entry = REGISTRY[step];
  const calls = entry.calls.map((call) =>
    `${call.method} ${call.path}` === key ? { ...call, checks: (call.checks ?? []).filter((c) => c !== check) } : call,
  );
  return { ...REGISTRY, [step]: { ...entry, calls } };
}

interface Attack {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: Record<string, unknown>;
  /** Made in the session that holds contract 41 (else with no cookie at all). */
  asBuyer?: boolean;
  status: number;
  errorCode?: string;
}
const stranger = (method: Attack['method'], url: string, payload?: Record<string, unknown>): Attack => ({
  method,
  url,
  ...(payload ? { payload } : {}),
  status: 403,
  errorCode: 'NOT_YOUR_CONTRACT',
});

const CASES: [Step, string, string, Attack][] = [
  [
    'contract',
    'PUT /green/change/status',
    'contractInBody',
    stranger('PUT', '/api/green/change/status', { contract_id: 41, state: 'CANCELLED' }),
  ],
  [
    'contract',
    'PUT /green/change/status',
    'statusRequest',
    {
      method: 'PUT',
      url: '/api/green/change/status',
      payload: { contract_id: 41, state: 'CANCELLED' },
      asBuyer: true,
      status: 403,
      errorCode: 'NOT_ALLOWED',
    },
  ],
  ['confirm', 'GET /sendCode', 'contractInQuery', stranger('GET', '/api/sendCode?contract_id=41')],
  ['confirm', 'GET /sendCode', 'smsBudget', stranger('GET', '/api/sendCode?contract_id=41')],
  ['confirm', 'GET /sendCode', 'codeLimit', stranger('GET', '/api/sendCode?contract_id=41')],
  [
    'confirm',
    'POST /checkCode',
    'contractInBody',
    stranger('POST', '/api/checkCode', { code: '123456', contract_id: 41 }),
  ],
  [
    'points',
    'POST /loyalty/balance',
    'loyaltyCustomer',
    {
      method: 'POST',
      url: '/api/loyalty/balance',
      payload: { customer_id: 'LC-1001', contract_id: 41 },
      asBuyer: true,
      status: 403,
      errorCode: 'NOT_YOUR_CUSTOMER',
    },
  ],
  [
    'points',
    'POST /loyalty/order',
    'contractInBody',
    stranger('POST', '/api/loyalty/order', { customer_id: 'LC-1001', contract_id: 41, paidByPoints: 10 }),
  ],
  [
    'points',
    'POST /loyalty/order',
    'smsBudget',
    {
      method: 'POST',
      url: '/api/loyalty/order',
      payload: { customer_id: 'LC-1001', contract_id: 41, paidByPoints: 10 },
      asBuyer: true,
      status: 403,
      errorCode: 'NOT_YOUR_CUSTOMER',
    },
  ],
  [
    'payment',
    'POST /payment/easypay',
    'contractInBody',
    stranger('POST', '/api/payment/easypay', { contract_id: 41, amount: 1, successUrl: OWN, failUrl: OWN }),
  ],
  [
    'payment',
    'POST /payment/easypay',
    'returnUrls',
    {
      method: 'POST',
      url: '/api/payment/easypay',
      payload: { contract_id: 41, amount: 1, successUrl: 'https://evil.test/', failUrl: OWN },
      asBuyer: true,
      status: 400,
    },
  ],
  [
    'payment',
    'POST /confirmContractPayment',
    'contractInBody',
    stranger('POST', '/api/confirmContractPayment', { provider: 'easypay', contract_id: 41, params: {} }),
  ],
  ['payment', 'GET /order/show', 'contractInQuery', stranger('GET', '/api/order/show?contract_id=41')],
];

describe('/api: a registry that drops a check a call must have', () => {
  let insurer: Insurer;
  let shop: FastifyInstance;
  let metrics: ShopMetrics;
  let remotesFile: string;
  let buyer: string;
  let secondsAhead = 0;
  const edit = async (registry: unknown) => {
    writeFileSync(remotesFile, JSON.stringify(registry));
    const at = new Date(Date.now() + ++secondsAhead * 1000);
    utimesSync(remotesFile, at, at);
    await registryEditSeen();
  };
  const refusedCount = async () =>
    (await metrics.registry.getMetricsAsJSON())
      .find((metric) => metric.name === 'shop_registry_refused_total')
      ?.values.find((value) => value.labels.reason === 'droppedCheck')?.value ?? 0;

  beforeAll(async () => {
    insurer = await fakeInsurer({ 'POST /green/save/draft': DRAFT_ANSWER });
    remotesFile = path.join(mkdtempSync(path.join(tmpdir(), 'required-checks-')), 'remotes.json');
    await edit(REGISTRY);
    metrics = createShopMetrics();
    shop = await shopServer(insurer.url, { remotesFile }, { metrics });
    buyer = sessionCookieOf(
      await shop.inject({ method: 'POST', url: '/api/green/save/draft', headers: json, payload: {} }),
    );
  });
  afterAll(async () => {
    await shop.close();
    await insurer.close();
  });
  beforeEach(() => insurer.received.splice(0));
  afterEach(() => edit(REGISTRY));

  it.each(CASES)(
    '%s: %s without "%s" is refused; the last good registry keeps refusing the attack',
    async (step, key, check, attack) => {
      const before = await refusedCount();
      await edit(dropping(step, key, check));
      const served = (await shop.inject({ method: 'GET', url: '/remotes.json' })).json() as typeof REGISTRY;
      expect(served[step].calls).toEqual(REGISTRY[step].calls);
      expect(await refusedCount()).toBe(before + 1);

      const answer = await shop.inject({
        method: attack.method,
        url: attack.url,
        headers: { ...json, ...(attack.asBuyer ? { cookie: buyer } : {}) },
        ...(attack.payload ? { payload: attack.payload } : {}),
      });
      expect(answer.statusCode).toBe(attack.status);
      if (attack.errorCode) expect(answer.json()).toMatchObject({ errorCode: attack.errorCode });
      expect(insurer.received).toEqual([]);
    },
  );

  it("refuses, with no cookie, to cancel another buyer's contract after a registry gives the status call no checks", async () => {
    const contract = REGISTRY.contract;
    await edit({
      ...REGISTRY,
      contract: {
        ...contract,
        calls: contract.calls.map((call) =>
          call.path === '/green/change/status' ? { method: 'PUT', path: call.path } : call,
        ),
      },
    });
    const answer = await shop.inject({
      method: 'PUT',
      url: '/api/green/change/status',
      headers: json,
      payload: { contract_id: 41, state: 'CANCELLED' },
    });
    expect(answer.statusCode).toBe(403);
    expect(insurer.received).toEqual([]);
  });
});

describe('/api: the body of any call', () => {
  // A call no table knows, declared with no checks: the body fields the insurer reads are checked all the same.
  const CLAIM = { method: 'POST', path: '/claims/new' };
  let insurer: Insurer;
  let shop: FastifyInstance;
  let buyer: string;
  let customer: string;

  beforeAll(async () => {
    insurer = await fakeInsurer({ 'POST /green/save/draft': DRAFT_ANSWER });
    const remotesFile = path.join(mkdtempSync(path.join(tmpdir(), 'any-body-')), 'remotes.json');
    writeFileSync(
      remotesFile,
      JSON.stringify({ ...REGISTRY, payment: { ...REGISTRY.payment, calls: [...REGISTRY.payment.calls, CLAIM] } }),
    );
    shop = await shopServer(insurer.url, { remotesFile });
    buyer = sessionCookieOf(
      await shop.inject({ method: 'POST', url: '/api/green/save/draft', headers: json, payload: {} }),
    );
    customer = sessionCookieOf(await shop.inject({ method: 'GET', url: loyaltyLink('LC-1001') }));
  });
  afterAll(async () => {
    await shop.close();
    await insurer.close();
  });
  beforeEach(() => insurer.received.splice(0));

  const claim = (payload: Record<string, unknown>, cookie?: string) =>
    shop.inject({
      method: 'POST',
      url: '/api/claims/new',
      headers: { ...json, ...(cookie ? { cookie } : {}) },
      payload,
    });

  it('forwards a body that names nothing of a buyer', async () => {
    expect((await claim({ text: 'a scratch' })).statusCode).toBe(200);
    expect(insurer.received).toHaveLength(1);
  });

  it.each<[string, Record<string, unknown>, number, string | undefined]>([
    ["another buyer's contract", { contract_id: 41 }, 403, 'NOT_YOUR_CONTRACT'],
    ['a contract id that is none', { contract_id: '41; DROP' }, 400, undefined],
    ['a loyalty customer the browser never proved', { customer_id: 'LC-1001' }, 403, 'NOT_YOUR_CUSTOMER'],
    ['a return address of another site', { successUrl: 'https://evil.test/back' }, 400, undefined],
    ['a fail address of another site', { failUrl: 'https://evil.test/back' }, 400, undefined],
  ])('refuses a body naming %s', async (_case, payload, status, errorCode) => {
    const answer = await claim(payload);
    expect(answer.statusCode).toBe(status);
    if (errorCode) expect(answer.json()).toMatchObject({ errorCode });
    expect(insurer.received).toEqual([]);
  });

  it("forwards the session's own contract, customer and return addresses", async () => {
    expect((await claim({ contract_id: 41, successUrl: OWN }, buyer)).statusCode).toBe(200);
    expect((await claim({ customer_id: 'LC-1001' }, customer)).statusCode).toBe(200);
    expect(insurer.received.map((r) => JSON.parse(r.body) as unknown)).toEqual([
      { contract_id: 41, successUrl: OWN },
      { customer_id: 'LC-1001' },
    ]);
  });
});

describe('the rules the server applies to a call', () => {
  const found = (step: string, call: StepCall) =>
    findCall(shellCalls(7), callOwners([[step, [call]]]), call.method, call.path);

  it('adds the checks a call must have to an entry that came without them', () => {
    expect(found('confirm', { method: 'GET', path: '/sendCode', query: ['contract_id'] })).toMatchObject({
      contract: 'query',
      limit: 'codesPerMinute',
      sendsSms: true,
    });
    expect(found('points', { method: 'POST', path: '/loyalty/order' })).toMatchObject({
      contract: 'body',
      loyaltyCustomer: true,
      limit: 'loyaltyPerMinute',
      sendsSms: true,
    });
    expect(found('contract', { method: 'PUT', path: '/green/change/status' })).toMatchObject({
      contract: 'body',
      rules: ['statusRequest'],
    });
    expect(found('payment', { method: 'POST', path: '/payment/any' })).toMatchObject({
      contract: 'body',
      rules: ['returnUrls'],
    });
  });

  it('keeps what a call declares beyond them', () => {
    expect(
      found('contract', {
        method: 'POST',
        path: '/green/save/draft',
        checks: ['draftLimit', 'idempotent'],
        answer: 'newContract',
      }),
    ).toEqual({
      method: 'POST',
      path: '/green/save/draft',
      limit: 'draftsPerMinute',
      recordsContract: true,
      idempotent: true,
    });
  });
});
