import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { StepCall } from './index';
import { callKey, callOwners, canonicalPath, droppedLines, droppedTreatments, parseStepCalls } from './calls';

const ROOT = path.resolve(__dirname, '../..');
const STEPS = readdirSync(ROOT).filter((folder) => folder.startsWith('mf-'));
const declared = (folder: string): StepCall[] =>
  (JSON.parse(readFileSync(path.join(ROOT, folder, 'step.json'), 'utf8')) as { calls: StepCall[] }).calls;
/** A step's own declaration of one of its calls, by name. */
const own = (folder: string, name: string): StepCall => {
  const call = declared(folder).find((one) => `${one.method} ${one.path}` === name);
  if (!call) throw new Error(`${folder} declares no ${name}`);
  return call;
};

const SEND = own('mf-confirm', 'GET /sendCode');
const ORDER = own('mf-points', 'POST /loyalty/order');
const PAY = own('mf-payment', 'POST /payment/easypay');
const PDF = own('mf-payment', 'GET /order/show');
const DRAFT = own('mf-contract', 'POST /green/save/draft');

const refusalOf = (calls: unknown, step = 'payment'): string => {
  try {
    parseStepCalls(calls, step);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('not refused');
};

describe("a step's calls", () => {
  it.each(STEPS)("takes %s's step.json as it is", (folder) => {
    expect(parseStepCalls(declared(folder), folder)).toEqual(declared(folder));
  });

  it.each<[string, unknown, RegExp]>([
    // Their form is the step contract's schema, in its words.
    ['no list', { calls: [] }, /step "payment" calls: must be array/],
    ['no parameters', [{ method: 'GET', path: '/x' }], /\/0 must have required property 'params'/],
    [
      'an unknown kind',
      [{ method: 'POST', path: '/x', params: { contract_id: 'ownerOnly' } }],
      /\/0\/params\/contract_id must be equal to one of the allowed values: "contractId", /,
    ],
    ['a dot segment', [{ method: 'GET', path: '/x/../sandbox', params: {} }], /\/0\/path must match pattern/],
    ['a trailing slash', [{ method: 'GET', path: '/x/', params: {} }], /\/0\/path must match pattern/],
    ['an encoded character', [{ method: 'GET', path: '/%73ign', params: {} }], /\/0\/path must match pattern/],
    ['a call twice', [SEND, SEND], /step "payment" declares GET \/sendCode twice/],
    ['a call twice in two spellings', [SEND, { ...SEND, path: '/SendCode' }], /declares GET \/SendCode twice/],
  ])('refuses %s', (_case, calls, message) => {
    expect(refusalOf(calls)).toMatch(message);
  });

  // Compared as an insurer's server might compare them: no spelling reaches a call no step may declare.
  it.each<[string, string, RegExp]>([
    ["the shell's clock", '/serverTime', /no step may declare \/serverTime: it is the shell's own call/],
    ["the shell's clock in capitals", '/ServerTime', /no step may declare \/ServerTime: it is the shell's own call/],
    ["the server's challenge", '/smsChallenge', /the shop server's own challenge/],
    ["the company's logo", '/company/logo/7', /no step may declare \/company\/logo\/7: the company is the shell's/],
    ["the company's logo in capitals", '/Company/Logo/7', /the company is the shell's/],
    ['the signing call', '/sign', /no step may declare \/sign: it is never forwarded/],
    ['the signing call in capitals', '/Sign', /no step may declare \/Sign: it is never forwarded/],
    ['a path below the signing call', '/SIGN/batch', /it is never forwarded/],
    ["the sandbox's pages", '/sandbox/outbox.json', /no step may declare \/sandbox\/outbox\.json/],
    ['the contract search by number', '/getContractByEwaCode', /it finds any buyer's contract by its number/],
    ['the contract search in another case', '/GetContractByEwaCode', /it finds any buyer's contract by its number/],
  ])('refuses %s, naming the step and the call', (_case, callPath, message) => {
    const refusal = refusalOf([{ method: 'POST', path: callPath, params: {} }]);
    expect(refusal).toMatch(new RegExp(`^step "payment", call POST ${callPath.replace(/\//g, '\\/')}: `));
    expect(refusal).toMatch(message);
  });

  // The insurer's own field names keep the kind it reads them as: a check cannot be declared away.
  it.each([
    ['contract_id', 'contractId'],
    ['customer_id', 'loyaltyCustomerId'],
    ['successUrl', 'returnAddress'],
    ['failUrl', 'returnAddress'],
    ['phone', 'phone'],
    ['state', 'contractState'],
  ])('refuses "%s" passed on as plain data: it is a %s, and dropping its check is counted so', (name, kind) => {
    expect(refusalOf([{ method: 'POST', path: '/x', params: { [name]: 'data' } }])).toMatch(
      `"${name}" is a ${kind} to the insurer, not data`,
    );
    expect(() => parseStepCalls([{ method: 'POST', path: '/x', params: { [name]: 'data' } }], 'payment')).toThrow(
      expect.objectContaining({ reason: 'droppedCheck' }),
    );
  });

  it.each<[string, Partial<StepCall> & { params: StepCall['params'] }, RegExp]>([
    ['a text with nobody to text', { params: { q: 'data' }, texts: {}, limit: 'codes' }, /needs a phone, a loyalty/],
    ['a text with no limit', { params: { contract_id: 'contractId' }, texts: {} }, /a call that texts needs a limit/],
    [
      'a text skipped on a checked parameter',
      { params: { contract_id: 'contractId' }, texts: { skipWhen: { contract_id: 'given' } }, limit: 'codes' },
      /"skipWhen" names "contract_id", which it does not pass on as data/,
    ],
    [
      'return addresses without the cost of a payment',
      { params: { contract_id: 'contractId', successUrl: 'returnAddress' } },
      /a call with return addresses opens a payment/,
    ],
    [
      'a payment without return addresses',
      { params: { contract_id: 'contractId' }, costs: 'payment' },
      /it needs its return addresses/,
    ],
    [
      'a payment of no contract',
      { params: { successUrl: 'returnAddress', failUrl: 'returnAddress' }, costs: 'payment' },
      /a payment is for a contract/,
    ],
    ['a document that costs nothing', { method: 'GET', params: {}, answer: 'document' }, /a document answer costs/],
    [
      'a cost of a document with no document',
      { method: 'GET', params: {}, costs: 'document' },
      /is for a call whose answer is a document/,
    ],
    ['a new contract from a GET', { method: 'GET', params: {}, answer: 'newContract' }, /not of a GET/],
    [
      'a new contract with no limit',
      { params: { phone: 'phone' }, answer: 'newContract' },
      /makes a contract needs a limit/,
    ],
    [
      'a code check of no contract',
      { params: { code: 'data' }, answer: 'codeCheck' },
      /"codeCheck" is about a contract/,
    ],
    [
      'a payment confirmation of no provider',
      { params: { contract_id: 'contractId' }, answer: 'paymentConfirmation' },
      /needs the "provider" it confirms/,
    ],
    [
      'a payment started with no provider',
      { ...PAY, provider: undefined } as StepCall,
      /a "payment_started" event names its "provider"/,
    ],
    ['a provider with no payment', { params: {}, provider: 'easypay' }, /names its "provider", and only such/],
    [
      'a payment event of a call that opens no payment',
      { params: {}, event: 'payment_started', provider: 'easypay' },
      /"payment_started" is the event of a payment/,
    ],
    ['an idempotency key on a GET', { method: 'GET', params: {}, idempotent: true }, /"idempotent" is for a call that/],
    [
      'two contracts',
      { params: { contract_id: 'contractId', other_contract: 'contractId' } },
      /a call acts on one contract/,
    ],
  ])('refuses %s', (_case, call, message) => {
    const { provider, ...rest } = { method: 'POST', path: '/x', ...call } as StepCall;
    expect(refusalOf([provider === undefined ? rest : { ...rest, provider }])).toMatch(message);
  });
});

describe('the phone a call that texts is counted by', () => {
  // The SMS budgets count a message against the phone a call names before its loyalty customer or contract
  // (docs/shop-server.md, section 3); the insurer texts the contract's or the customer's phone, and reads no other.
  it('refuses a phone beside the contract or the loyalty customer it texts: the budgets would count any phone given, not theirs', () => {
    for (const [call, name] of [
      [SEND, 'GET /sendCode'],
      [ORDER, 'POST /loyalty/order'],
    ] as const) {
      const withPhone = { ...call, params: { ...call.params, phone: 'phone' } } as StepCall;
      expect(() => parseStepCalls([withPhone], 'confirm')).toThrow(
        expect.objectContaining({
          message: `step "confirm", call ${name}: a call that texts a contract's or a loyalty customer's phone names no other phone`,
          reason: 'droppedCheck',
        }),
      );
    }
    const toAPhone: StepCall = { method: 'POST', path: '/x', params: { phone: 'phone' }, texts: {}, limit: 'codes' };
    expect(parseStepCalls([toAPhone], 'confirm')).toEqual([toAPhone]);
  });
});

describe('what a call may not drop, against its last build', () => {
  it.each<[string, StepCall, StepCall, string]>([
    ['its texts', SEND, { ...SEND, texts: undefined } as unknown as StepCall, 'its texts'],
    ['its limit', SEND, { ...SEND, limit: undefined } as unknown as StepCall, 'its "codes" limit'],
    ['another limit', SEND, { ...SEND, limit: 'drafts' }, 'its "codes" limit'],
    [
      'a text skipped in more cases',
      ORDER,
      { ...ORDER, texts: { ...ORDER.texts, skipWhen: { ...ORDER.texts?.skipWhen, paidByPoints: 'given' } } },
      'texts skipped when "paidByPoints" is given',
    ],
    [
      'an error code read as sent no more',
      ORDER,
      { ...ORDER, texts: { ...ORDER.texts, sentErrorCodes: [0, '0'] } },
      '"AUTH_FAILED_SECRET_REQUIRED" counted as sent',
    ],
    ['its cost', PDF, { ...PDF, costs: undefined, answer: undefined } as unknown as StepCall, 'its "document" cost'],
    [
      'a checked parameter made plain data',
      { method: 'POST', path: '/x', params: { order_of: 'contractId' } },
      { method: 'POST', path: '/x', params: { order_of: 'data' } },
      '"order_of" is no longer a contractId',
    ],
  ])('refuses a call that drops %s', (_case, before, after, dropped) => {
    expect(droppedTreatments(before, after)).toContain(dropped);
  });

  it('lets a call add checks, drop a parameter, or count more error codes as sent', () => {
    const { months: _months, ...params } = own('mf-payment', 'POST /payment/instalments').params;
    expect(droppedTreatments(own('mf-payment', 'POST /payment/instalments'), { ...PAY, params })).toEqual([]);
    expect(droppedTreatments({ ...SEND, limit: undefined } as unknown as StepCall, SEND)).toEqual([]);
    expect(
      droppedTreatments(ORDER, {
        ...ORDER,
        texts: { ...ORDER.texts, sentErrorCodes: ['AUTH_FAILED_SECRET_REQUIRED', 0, '0', 7] },
      }),
    ).toEqual([]);
  });
});

describe('a path that texts, by any method', () => {
  // An insurer that routes by path alone texts for POST /sendCode as for GET /sendCode.
  const posted: StepCall = { method: 'POST', path: '/SendCode/', params: { contract_id: 'contractId' } };

  it('holds another method on the path of a call that texts to its texts, against the last builds or its own', () => {
    expect(droppedLines('payment', [SEND], [posted])).toEqual([
      'step "payment", call POST /SendCode/ drops its "codes" limit, its texts',
    ]);
    expect(droppedLines('confirm', [], [SEND, posted])).toHaveLength(1);
    expect(droppedLines('payment', [SEND], [{ ...posted, texts: {}, limit: 'codes' }])).toEqual([]);
  });

  it('holds no other method of a path that does not text', () => {
    expect(droppedLines('payment', [PDF], [{ ...PDF, method: 'POST', costs: undefined, answer: undefined }])).toEqual(
      [],
    );
  });
});

describe('the owners of the calls', () => {
  it('lists every call with the step that declares it', () => {
    const owners = callOwners([
      ['contract', [DRAFT]],
      ['confirm', [SEND]],
    ]);
    expect([...owners.keys()]).toEqual(['POST /green/save/draft', 'GET /sendcode']);
    expect(owners.get('GET /sendcode')).toEqual({ owner: 'confirm', call: SEND });
  });

  it.each(['/sendCode', '/SendCode', '/SENDCODE'])(
    'refuses %s when another step declares GET /sendCode',
    (spelling) => {
      expect(() =>
        callOwners([
          ['confirm', [SEND]],
          ['contract', [{ method: 'GET', path: spelling, params: { contract_id: 'contractId' } }]],
        ]),
      ).toThrow(/is declared by both "confirm" and "contract": a call has one owner/);
    },
  );

  it('takes one path with two methods as two calls', () => {
    const owners = callOwners([
      ['a', [{ method: 'GET', path: '/x', params: {} }]],
      ['b', [{ method: 'POST', path: '/x', params: {} }]],
    ]);
    expect(owners.size).toBe(2);
  });

  it("holds the five steps' own declarations without a clash", () => {
    const owners = callOwners(STEPS.map((folder) => [folder, parseStepCalls(declared(folder), folder)]));
    expect(owners.get('POST /payment/easypay')?.owner).toBe('mf-payment');
  });
});

describe('a path as an insurer might read it', () => {
  it.each([
    ['/sendCode', '/sendcode'],
    ['/SendCode/', '/sendcode'],
    ['//green//change/Status', '/green/change/status'],
    ['/%73endCode', '/sendcode'],
    ['/', '/'],
  ])('reads %s as %s', (given, canonical) => {
    expect(canonicalPath(given)).toBe(canonical);
  });

  it('has no reading of a path that cannot be decoded', () => {
    expect(canonicalPath('/%E0%A4%A')).toBeUndefined();
  });

  it('tells calls apart by method and that reading', () => {
    expect(callKey({ method: 'GET', path: '/Order/Show' })).toBe(callKey({ method: 'GET', path: '/order/show' }));
    expect(callKey({ method: 'POST', path: '/order/show' })).not.toBe(callKey({ method: 'GET', path: '/order/show' }));
  });
});
