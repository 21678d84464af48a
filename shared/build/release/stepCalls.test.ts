import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STEPS, stepFolder } from '../steps';
import { callOwners, parseStepCalls } from './stepCalls';

const ROOT = path.resolve(__dirname, '../../..');
const declared = (step: string): unknown =>
  (JSON.parse(readFileSync(path.join(ROOT, stepFolder(step), 'step.json'), 'utf8')) as { calls: unknown }).calls;

const DRAFT = { method: 'POST', path: '/green/save/draft', checks: ['draftLimit'], answer: 'newContract' };
const SEND = { method: 'GET', path: '/sendCode', query: ['contract_id'], checks: ['contractInQuery', 'codeLimit'] };

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
    ['no list', { calls: [] }, /step "payment": "calls" must be a list/],
    ['a call that is no object', ['POST /x'], /step "payment", call number 1: must be \{ "method"/],
    ['an unknown check', [{ method: 'POST', path: '/payment/x', checks: ['contractInBody', 'ownerOnly'] }], /step "payment", call POST \/payment\/x: unknown check "ownerOnly" \(known: "contractInQuery", /],
    ['an unknown answer', [{ method: 'GET', path: '/x', answer: 'pdf' }], /call GET \/x: unknown answer "pdf" \(known: "newContract", "document"\)/],
    ['an unknown field', [{ method: 'GET', path: '/x', limit: 3 }], /call GET \/x: unknown "limit"/],
    ['an unknown method', [{ method: 'DELETE', path: '/x' }], /call DELETE \/x: "method" must be one of "GET", "POST", "PUT"/],
    ['a lower-case method', [{ method: 'get', path: '/x' }], /"method" must be one of/],
    ['a relative path', [{ method: 'GET', path: 'x' }], /"path" must be the insurer's path/],
    ['a trailing slash', [{ method: 'GET', path: '/x/' }], /"path" must be/],
    ['a doubled slash', [{ method: 'GET', path: '//x' }], /"path" must be/],
    ['a dot segment', [{ method: 'GET', path: '/x/../sandbox' }], /"path" must be/],
    ['an encoded character', [{ method: 'GET', path: '/x%2fy' }], /"path" must be/],
    ['a query in the path', [{ method: 'GET', path: '/x?a=1' }], /"path" must be/],
    ['a query name that is none', [{ method: 'GET', path: '/x', query: ['a b'] }], /"query" has "a b", which is not a parameter name/],
    ['a query name twice', [{ method: 'GET', path: '/x', query: ['q', 'q'] }], /"query" names "q" twice/],
    ['a check twice', [{ method: 'POST', path: '/x', checks: ['contractInBody', 'contractInBody'] }], /"checks" names "contractInBody" twice/],
    ['a call twice', [SEND, SEND], /step "payment" declares GET \/sendCode twice/],
    ['a body check on a GET', [{ method: 'GET', path: '/x', checks: ['returnUrls'] }], /a GET has no body for "returnUrls"/],
    ['a query contract on a POST', [{ method: 'POST', path: '/x', query: ['contract_id'], checks: ['contractInQuery'] }], /"contractInQuery" is for a GET/],
    ['a query contract not passed on', [{ method: 'GET', path: '/x', checks: ['contractInQuery'] }], /needs "contract_id" among the query parameters/],
    ['a contract id passed on unchecked', [{ method: 'GET', path: '/order/show', query: ['contract_id'] }], /passes "contract_id" on, so it needs "contractInQuery"/],
    ['two limits', [{ method: 'POST', path: '/x', checks: ['codeLimit', 'draftLimit'] }], /one limit per call, not "codeLimit", "draftLimit"/],
    ['an idempotency key on a GET', [{ method: 'GET', path: '/x', checks: ['idempotent'] }], /"idempotent" is for a call that makes something/],
    ['a new contract from a GET', [{ method: 'GET', path: '/x', answer: 'newContract' }], /"newContract" is the answer of a saved draft/],
    ["the shell's clock", [{ method: 'GET', path: '/serverTime' }], /no step may declare \/serverTime: it is the shell's own call/],
    ["the company's logo", [{ method: 'GET', path: '/company/logo/7' }], /no step may declare \/company\/logo\/7: the company is the shell's/],
    ['the signing call', [{ method: 'POST', path: '/sign' }], /no step may declare \/sign: it is never forwarded/],
    ["the sandbox's pages", [{ method: 'GET', path: '/sandbox/outbox.json' }], /no step may declare \/sandbox\/outbox\.json/],
  ])('refuses %s, naming the step and the call', (_case, calls, message) => {
    expect(() => parseStepCalls(calls, 'payment')).toThrow(message);
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
