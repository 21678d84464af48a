import { callChangeLines, callChanges, releasedCalls } from './callChanges';

const SEND = {
  method: 'GET',
  path: '/sendCode',
  query: ['contract_id'],
  checks: ['contractInQuery', 'codeLimit', 'smsBudget'],
} as const;
const CHECK = { method: 'POST', path: '/checkCode', checks: ['contractInBody', 'codeLimit'] } as const;
const PDF = {
  method: 'GET',
  path: '/order/show',
  query: ['contract_id', 'lang'],
  checks: ['contractInQuery'],
  answer: 'document',
} as const;

describe('what a release changes in the calls', () => {
  it('lists calls added, removed and changed, by method and path', () => {
    const after = { ...SEND, query: ['contract_id', 'channel'] };
    const changes = callChanges([SEND, CHECK], [after, PDF]);
    expect(changes).toEqual({ added: [PDF], removed: [CHECK], changed: [{ before: SEND, after }] });
    expect(callChangeLines(changes)).toEqual([
      '+ GET /order/show (query: contract_id, lang; checks: contractInQuery; answer: document)',
      '- POST /checkCode',
      '~ GET /sendCode (query: contract_id, channel; checks: contractInQuery, codeLimit, smsBudget; was query: contract_id; checks: contractInQuery, codeLimit, smsBudget)',
    ]);
  });

  it('sees no change in a call declared again as it was', () => {
    expect(callChangeLines(callChanges([SEND, CHECK], [CHECK, { ...SEND }]))).toEqual([]);
  });

  it("checks the build's calls against the other steps' and against the entry it replaces", () => {
    const registry = {
      calculator: 'http://127.0.0.1:8081/1.0.0+a/mf-manifest.json',
      confirm: { manifest: 'http://h/m.json', routes: [], calls: [SEND] },
      payment: { manifest: 'http://h/p.json', routes: [], calls: [PDF] },
    };
    expect(releasedCalls(registry, 'confirm', [SEND, CHECK])).toEqual({
      calls: [SEND, CHECK],
      changes: { added: [CHECK], removed: [], changed: [] },
    });
    expect(releasedCalls(registry, 'points', [])).toEqual({
      calls: [],
      changes: { added: [], removed: [], changed: [] },
    });
    expect(() => releasedCalls(registry, 'confirm', [SEND, PDF])).toThrow(
      'GET /order/show is declared by both "payment" and "confirm": a call has one owner',
    );
    expect(() => releasedCalls(registry, 'confirm', undefined)).toThrow('step "confirm" calls: must be array');
  });
});
