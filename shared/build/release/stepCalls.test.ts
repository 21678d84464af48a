import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STEPS, stepFolder } from '../steps';
import { callOwners, parseStepCalls } from './stepCalls';

const ROOT = path.resolve(__dirname, '../../..');
const declared = (step: string): unknown =>
  (JSON.parse(readFileSync(path.join(ROOT, stepFolder(step), 'step.json'), 'utf8')) as { calls: unknown }).calls;

const DRAFT = { method: 'POST', path: '/green/save/draft', checks: ['draftLimit'], answer: 'newContract' };
const SEND = {
  method: 'GET',
  path: '/sendCode',
  query: ['contract_id'],
  checks: ['contractInQuery', 'codeLimit', 'smsBudget'],
};

describe("a step's calls", () => {
  it("takes every step's step.json as it is", () => {
    for (const step of STEPS) expect(parseStepCalls(declared(step), step)).toEqual(declared(step));
  });

  it('keeps only what a call declares', () => {
    expect(parseStepCalls([{ method: 'GET', path: '/model', query: ['q'] }, DRAFT], 'contract')).toEqual([
      { method: 'GET', path: '/model', query: ['q'] },
      DRAFT,
    ]);
  });

  it.each<[string, unknown, RegExp]>([
    // Their form is the step contract's schema (shared/step-contract), in its words.
    ['no list', { calls: [] }, /step "payment" calls: must be array/],
    [
      'an unknown check',
      [{ method: 'POST', path: '/payment/x', checks: ['contractInBody', 'ownerOnly'] }],
      /step "payment" calls: \/0\/checks\/1 must be equal to one of the allowed values: "contractInQuery", /,
    ],
    ['a dot segment', [{ method: 'GET', path: '/x/../sandbox' }], /step "payment" calls: \/0\/path must match pattern/],
    ['a call twice', [SEND, SEND], /step "payment" declares GET \/sendCode twice/],
    [
      'a body check on a GET',
      [{ method: 'GET', path: '/x', checks: ['returnUrls'] }],
      /a GET has no body for "returnUrls"/,
    ],
    [
      'a query contract on a POST',
      [{ method: 'POST', path: '/x', query: ['contract_id'], checks: ['contractInQuery'] }],
      /"contractInQuery" is for a GET/,
    ],
    [
      'a query contract not passed on',
      [{ method: 'GET', path: '/x', checks: ['contractInQuery'] }],
      /needs "contract_id" among the query parameters/,
    ],
    [
      'a contract id passed on unchecked',
      [{ method: 'GET', path: '/anything', query: ['contract_id'] }],
      /call GET \/anything: it must have "contractInQuery": it passes "contract_id" on/,
    ],
    [
      'a customer id in a query',
      [{ method: 'GET', path: '/loyalty/history', query: ['customer_id'] }],
      /call GET \/loyalty\/history: it would pass "customer_id" on in its query, which no check reads/,
    ],
    [
      'two limits',
      [{ method: 'POST', path: '/x', checks: ['codeLimit', 'draftLimit'] }],
      /one limit per call, not "codeLimit", "draftLimit"/,
    ],
    [
      'an idempotency key on a GET',
      [{ method: 'GET', path: '/x', checks: ['idempotent'] }],
      /"idempotent" is for a call that makes something/,
    ],
    [
      'a new contract from a GET',
      [{ method: 'GET', path: '/x', answer: 'newContract' }],
      /"newContract" is the answer of a saved draft/,
    ],
    [
      "the shell's clock",
      [{ method: 'GET', path: '/serverTime' }],
      /no step may declare \/serverTime: it is the shell's own call/,
    ],
    [
      "the company's logo",
      [{ method: 'GET', path: '/company/logo/7' }],
      /no step may declare \/company\/logo\/7: the company is the shell's/,
    ],
    ['the signing call', [{ method: 'POST', path: '/sign' }], /no step may declare \/sign: it is never forwarded/],
    [
      "the sandbox's pages",
      [{ method: 'GET', path: '/sandbox/outbox.json' }],
      /no step may declare \/sandbox\/outbox\.json/,
    ],
    [
      'the contract search by number',
      [{ method: 'GET', path: '/getContractByEwaCode', query: ['code'] }],
      /no step may declare \/getContractByEwaCode: it finds any buyer's contract by its number/,
    ],
  ])('refuses %s, naming the step and the call', (_case, calls, message) => {
    expect(() => parseStepCalls(calls, 'payment')).toThrow(message);
  });
});

// Every check a call must have from its own shape (requiredChecks.js): the step's own declaration, less that check.
const DERIVED: [string, string, unknown][] = [
  ['contract', 'contractInBody', { method: 'PUT', path: '/green/change/status', checks: ['statusRequest'] }],
  ['contract', 'statusRequest', { method: 'PUT', path: '/green/change/status', checks: ['contractInBody'] }],
  [
    'confirm',
    'contractInQuery',
    { method: 'GET', path: '/sendCode', query: ['contract_id'], checks: ['codeLimit', 'smsBudget'] },
  ],
  [
    'confirm',
    'codeLimit',
    { method: 'GET', path: '/sendCode', query: ['contract_id'], checks: ['contractInQuery', 'smsBudget'] },
  ],
  [
    'confirm',
    'smsBudget',
    { method: 'GET', path: '/sendCode', query: ['contract_id'], checks: ['contractInQuery', 'codeLimit'] },
  ],
  ['confirm', 'contractInBody', { method: 'POST', path: '/checkCode', checks: ['codeLimit'] }],
  [
    'points',
    'contractInBody',
    { method: 'POST', path: '/loyalty/balance', checks: ['loyaltyCustomer', 'loyaltyLimit'] },
  ],
  [
    'points',
    'loyaltyCustomer',
    { method: 'POST', path: '/loyalty/balance', checks: ['contractInBody', 'loyaltyLimit'] },
  ],
  [
    'points',
    'contractInBody',
    { method: 'POST', path: '/loyalty/order', checks: ['loyaltyCustomer', 'loyaltyLimit', 'smsBudget'] },
  ],
  [
    'points',
    'loyaltyCustomer',
    { method: 'POST', path: '/loyalty/order', checks: ['contractInBody', 'loyaltyLimit', 'smsBudget'] },
  ],
  [
    'points',
    'loyaltyLimit',
    { method: 'POST', path: '/loyalty/order', checks: ['contractInBody', 'loyaltyCustomer', 'smsBudget'] },
  ],
  [
    'points',
    'smsBudget',
    { method: 'POST', path: '/loyalty/order', checks: ['contractInBody', 'loyaltyCustomer', 'loyaltyLimit'] },
  ],
  ['payment', 'contractInBody', { method: 'POST', path: '/payment/easypay', checks: ['returnUrls', 'idempotent'] }],
  ['payment', 'returnUrls', { method: 'POST', path: '/payment/portmone', checks: ['contractInBody', 'idempotent'] }],
  ['payment', 'returnUrls', { method: 'POST', path: '/payment/newprovider', checks: ['contractInBody'] }],
  ['payment', 'contractInBody', { method: 'POST', path: '/confirmContractPayment' }],
  [
    'payment',
    'contractInQuery',
    { method: 'GET', path: '/order/show', query: ['contract_id', 'lang'], answer: 'document' },
  ],
  ['payment', 'contractInQuery', { method: 'GET', path: '/order/ewaShow', query: ['contract_id'] }],
];

describe('the checks a call must have, whatever its step says', () => {
  it.each(DERIVED)('refuses %s dropping "%s"', (step, check, call) => {
    const { method, path } = call as { method: string; path: string };
    let refused: unknown;
    try {
      parseStepCalls([call], step);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toContain(`step "${step}", call ${method} ${path}: it must have "${check}": `);
    expect((refused as { reason?: unknown }).reason).toBe('droppedCheck');
  });

  it('lets a step add checks to those', () => {
    const call = { method: 'POST', path: '/checkCode', checks: ['contractInBody', 'codeLimit'] };
    expect(parseStepCalls([call], 'confirm')).toEqual([call]);
  });

  it('covers every call of the steps that needs a check', () => {
    const covered = new Set(
      DERIVED.map(([, , call]) => `${(call as { method: string }).method} ${(call as { path: string }).path}`),
    );
    for (const step of STEPS) {
      for (const call of parseStepCalls(declared(step), step)) {
        const key = `${call.method} ${call.path}`;
        if (
          call.checks?.some((check) => !['draftLimit', 'idempotent'].includes(check)) &&
          !key.startsWith('POST /payment/')
        )
          expect(covered).toContain(key);
      }
    }
  });
});

describe('the owners of the calls', () => {
  it('lists every call with the step that declares it', () => {
    const owners = callOwners([
      ['contract', [DRAFT as never]],
      ['confirm', [SEND as never]],
    ]);
    expect([...owners.keys()]).toEqual(['POST /green/save/draft', 'GET /sendCode']);
    expect(owners.get('GET /sendCode')).toEqual({ owner: 'confirm', call: SEND });
  });

  it('refuses a call two steps declare, whatever its checks', () => {
    expect(() =>
      callOwners([
        ['confirm', [SEND as never]],
        ['contract', [{ method: 'GET', path: '/sendCode', query: ['contract_id'], checks: ['contractInQuery'] }]],
      ]),
    ).toThrow('GET /sendCode is declared by both "confirm" and "contract": a call has one owner');
  });

  it('takes one path with two methods as two calls', () => {
    const owners = callOwners([
      ['a', [{ method: 'GET', path: '/x' }]],
      ['b', [{ method: 'POST', path: '/x' }]],
    ]);
    expect(owners.size).toBe(2);
  });

  it("holds the five steps' own declarations without a clash", () => {
    const owners = callOwners(STEPS.map((step) => [step, parseStepCalls(declared(step), step)]));
    expect(owners.get('POST /payment/easypay')?.owner).toBe('payment');
  });
});
