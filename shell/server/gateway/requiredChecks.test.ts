/** @jest-environment node */
// The checks of a call follow from the kinds of its parameters, whatever a registry says (docs/shop-server.md, "Checks
// every call has"): a registry written by hand that passes an insurer's field on as plain data, or drops what a call
// had in the last good registry, is refused, the last good one kept and the call still refusing the attack; and a call
// no step declared before gets the checks of its kinds exactly as an old one.
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { callOwners, type StepCall } from '@greencard/step-contract';
import { createShopMetrics, type ShopMetrics } from '../observability/metrics';
import { fakeInsurer, loyaltyLink, REGISTRY, registryEditSeen, sessionCookieOf, shopServer } from '../testing';
import { findCall, shellCalls } from './insurerCalls';

type Insurer = Awaited<ReturnType<typeof fakeInsurer>>;

const json = { 'content-type': 'application/json', host: 'localhost:80' };
const DRAFT_ANSWER = { body: { data: { id: 41, number: 'GC00000041', date: '2026-11-23' } } };
const OWN = 'http://localhost:80/easyPayCallBack';

type Step = keyof typeof REGISTRY;
type Call = StepCall & Record<string, unknown>;
/** The registry with one call of one step changed, as a hand-written file might have it. */
function changing(step: Step, key: string, change: (call: Call) => unknown) {
  const entry = REGISTRY[step];
  const calls = entry.calls.map((call) => (`${call.method} ${call.path}` === key ? change(call as Call) : call));
  return { ...REGISTRY, [step]: { ...entry, calls } };
}
const asData = (name: string) => (call: Call) => ({ ...call, params: { ...call.params, [name]: 'data' } });
const without = (field: string) => (call: Call) => {
  const { [field]: _dropped, ...rest } = call;
  return rest;
};

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

const buyerAsks = (
  method: Attack['method'],
  url: string,
  payload: Record<string, unknown>,
  status: number,
  errorCode?: string,
): Attack => ({
  method,
  url,
  payload,
  asBuyer: true,
  status,
  ...(errorCode ? { errorCode } : {}),
});

const CASES: [Step, string, string, (call: Call) => unknown, Attack][] = [
  [
    'contract',
    'PUT /green/change/status',
    '"contract_id" as data',
    asData('contract_id'),
    stranger('PUT', '/api/green/change/status', { contract_id: 41, state: 'REQUEST' }),
  ],
  [
    'contract',
    'PUT /green/change/status',
    '"state" as data',
    asData('state'),
    buyerAsks('PUT', '/api/green/change/status', { contract_id: 41, state: 'CANCELLED' }, 403, 'NOT_ALLOWED'),
  ],
  [
    'confirm',
    'GET /sendCode',
    '"contract_id" as data',
    asData('contract_id'),
    stranger('GET', '/api/sendCode?contract_id=41'),
  ],
  [
    'confirm',
    'GET /sendCode',
    'no texts',
    without('texts'),
    { method: 'GET', url: '/api/sendCode?contract_id=41', asBuyer: true, status: 403, errorCode: 'SMS_PROOF' },
  ],
  [
    'confirm',
    'POST /checkCode',
    '"contract_id" as data',
    asData('contract_id'),
    stranger('POST', '/api/checkCode', { code: '123456', contract_id: 41 }),
  ],
  [
    'points',
    'POST /loyalty/balance',
    '"customer_id" as data',
    asData('customer_id'),
    buyerAsks('POST', '/api/loyalty/balance', { customer_id: 'LC-1001', contract_id: 41 }, 403, 'NOT_YOUR_CUSTOMER'),
  ],
  [
    'points',
    'POST /loyalty/order',
    '"contract_id" as data',
    asData('contract_id'),
    stranger('POST', '/api/loyalty/order', { customer_id: 'LC-1001', contract_id: 41, paidByPoints: 10 }),
  ],
  [
    'payment',
    'POST /payment/easypay',
    '"successUrl" as data',
    asData('successUrl'),
    buyerAsks(
      'POST',
      '/api/payment/easypay',
      { contract_id: 41, amount: 1, successUrl: 'https://evil.test/', failUrl: OWN },
      400,
    ),
  ],
  [
    'payment',
    'POST /confirmContractPayment',
    '"contract_id" as data',
    asData('contract_id'),
    stranger('POST', '/api/confirmContractPayment', { provider: 'easypay', contract_id: 41, params: {} }),
  ],
  ['payment', 'GET /order/show', 'no cost', without('costs'), stranger('GET', '/api/order/show?contract_id=41')],
  [
    'payment',
    'GET /order/ewaShow',
    '"contract_id" as data',
    asData('contract_id'),
    stranger('GET', '/api/order/ewaShow?contract_id=41'),
  ],
];

describe('/api: a registry that drops a check a call has', () => {
  let insurer: Insurer;
  let shop: FastifyInstance;
  let metrics: ShopMetrics;
  let registryFile: string;
  let buyer: string;
  let secondsAhead = 0;
  const edit = async (registry: unknown) => {
    writeFileSync(registryFile, JSON.stringify(registry));
    const at = new Date(Date.now() + ++secondsAhead * 1000);
    utimesSync(registryFile, at, at);
    await registryEditSeen();
  };
  // That metric alone: collecting them all would also look at the insurer (shop_insurer_reachable), a request the
  // attacks' checks count.
  const refusedCount = async () =>
    (await metrics.registry.getSingleMetric('shop_registry_refused_total')?.get())?.values.find(
      (value) => value.labels.reason === 'droppedCheck',
    )?.value ?? 0;

  beforeAll(async () => {
    insurer = await fakeInsurer({ 'POST /green/save/draft': DRAFT_ANSWER });
    registryFile = path.join(mkdtempSync(path.join(tmpdir(), 'required-checks-')), 'registry.json');
    await edit(REGISTRY);
    metrics = createShopMetrics();
    shop = await shopServer(insurer.url, { registryFile }, { metrics });
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
    '%s: %s with %s is refused; the last good registry keeps refusing the attack',
    async (step, key, _change, change, attack) => {
      const before = await refusedCount();
      await edit(changing(step, key, change));
      const served = (await shop.inject({ method: 'GET', url: '/registry.json' })).json<typeof REGISTRY>();
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

  it("refuses, with no cookie, to cancel another buyer's contract after a registry gives the status call no parameters", async () => {
    await edit(changing('contract', 'PUT /green/change/status', (call) => ({ ...call, params: {} })));
    const answer = await shop.inject({
      method: 'PUT',
      url: '/api/green/change/status',
      headers: json,
      payload: { contract_id: 41, state: 'CANCELLED' },
    });
    // A call that passes on no parameter names no contract: the body that names one is refused.
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: 'contract_id: is not a parameter of this call' });
    expect(insurer.received).toEqual([]);
  });
});

describe('/api: a call no step declared before', () => {
  // A call no table knows: the checks of its parameters' kinds are those of every call.
  const CLAIM = {
    method: 'POST',
    path: '/claims/new',
    params: { text: 'data', contract_id: 'contractId', holder: 'loyaltyCustomerId' },
  };
  let insurer: Insurer;
  let shop: FastifyInstance;
  let buyer: string;
  let customer: string;

  beforeAll(async () => {
    insurer = await fakeInsurer({ 'POST /green/save/draft': DRAFT_ANSWER });
    const registryFile = path.join(mkdtempSync(path.join(tmpdir(), 'new-call-')), 'registry.json');
    writeFileSync(
      registryFile,
      JSON.stringify({ ...REGISTRY, payment: { ...REGISTRY.payment, calls: [...REGISTRY.payment.calls, CLAIM] } }),
    );
    shop = await shopServer(insurer.url, { registryFile });
    customer = sessionCookieOf(await shop.inject({ method: 'GET', url: loyaltyLink('LC-1001') }));
    buyer = sessionCookieOf(
      await shop.inject({
        method: 'POST',
        url: '/api/green/save/draft',
        headers: { ...json, cookie: customer },
        payload: {},
      }),
    );
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

  it.each<[string, Record<string, unknown>, number, string | undefined]>([
    ["another buyer's contract", { contract_id: 41, holder: 'LC-1001' }, 403, 'NOT_YOUR_CONTRACT'],
    ['a contract id that is none', { contract_id: '41; DROP', holder: 'LC-1001' }, 400, undefined],
    ['no contract', { text: 'a scratch', holder: 'LC-1001' }, 400, undefined],
    ['a loyalty customer the browser never proved', { contract_id: 41, holder: 'LC-1002' }, 403, 'NOT_YOUR_CUSTOMER'],
    ['a field it does not declare', { contract_id: 41, holder: 'LC-1001', customer_id: 'LC-1001' }, 400, undefined],
  ])('refuses a body naming %s', async (_case, payload, status, errorCode) => {
    const answer = await claim(payload, _case === "another buyer's contract" ? undefined : buyer);
    expect(answer.statusCode).toBe(status);
    if (errorCode) expect(answer.json()).toMatchObject({ errorCode });
    expect(insurer.received).toEqual([]);
  });

  it("forwards the session's own contract and customer, and only the declared fields", async () => {
    expect((await claim({ contract_id: '41', holder: 'LC-1001', text: 'a scratch' }, buyer)).statusCode).toBe(200);
    expect(insurer.received.map((r) => JSON.parse(r.body) as unknown)).toEqual([
      { contract_id: 41, holder: 'LC-1001', text: 'a scratch' },
    ]);
  });
});

describe('/api: a call that names two phones', () => {
  // A release may declare a second phone: the SMS budgets count the first, and the insurer may text the other.
  const draft = REGISTRY.contract.calls.find((call) => call.path === '/green/save/draft') as StepCall;
  const twoPhones = { ...draft, params: { alt_phone: 'phone', ...draft.params } };
  let insurer: Insurer;
  let shop: FastifyInstance;

  beforeAll(async () => {
    insurer = await fakeInsurer({ 'POST /green/save/draft': DRAFT_ANSWER });
    const registryFile = path.join(mkdtempSync(path.join(tmpdir(), 'two-phones-')), 'registry.json');
    const calls = REGISTRY.contract.calls.map((call) => (call === draft ? twoPhones : call));
    writeFileSync(registryFile, JSON.stringify({ ...REGISTRY, contract: { ...REGISTRY.contract, calls } }));
    shop = await shopServer(insurer.url, { registryFile });
  });
  afterAll(async () => {
    await shop.close();
    await insurer.close();
  });

  const save = (payload: Record<string, unknown>) =>
    shop.inject({ method: 'POST', url: '/api/green/save/draft', headers: json, payload });

  it('refuses two different phones, which the budgets would count as one and the insurer text as the other', async () => {
    const answer = await save({ alt_phone: '+380501111111', phone: '+380502222222' });
    expect(answer.statusCode).toBe(400);
    expect(insurer.received).toEqual([]);
    expect((await save({ alt_phone: '+380 50 222 2222', phone: '+380502222222' })).statusCode).toBe(200);
  });
});

describe('the call a request is', () => {
  const registry = callOwners([['confirm', REGISTRY.confirm.calls]]);
  const found = (method: string, path: string) => findCall(shellCalls(7), registry, method, path);

  it("finds a step's call and the shell's own in any spelling an insurer may read as theirs", () => {
    for (const path of ['/sendCode', '/SENDCODE', '/sendCode/', '//sendCode', '/%73endCode'])
      expect(found('GET', path)).toMatchObject({ owner: 'confirm', call: { path: '/sendCode' } });
    expect(found('GET', '/ServerTime')).toMatchObject({ owner: 'shell', call: { path: '/serverTime', params: {} } });
    expect(found('GET', '/company/logo/7')).toMatchObject({ owner: 'shell' });
  });

  it('finds nothing for another method, another company, or a path that cannot be decoded', () => {
    expect(found('POST', '/sendCode')).toBeUndefined();
    expect(found('GET', '/company/logo/8')).toBeUndefined();
    expect(found('GET', '/%E0%A4%A')).toBeUndefined();
  });
});
