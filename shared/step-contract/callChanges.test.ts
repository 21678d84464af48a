import type { StepCall } from './index';
import { callChangeLines, callChanges, releasedCalls } from './callChanges';

const SEND: StepCall = {
  method: 'GET',
  path: '/sendCode',
  params: { contract_id: 'contractId' },
  limit: 'codes',
  texts: {},
  event: 'code_sent',
};
const CHECK: StepCall = { method: 'POST', path: '/checkCode', params: { contract_id: 'contractId', code: 'data' } };
const PDF: StepCall = {
  method: 'GET',
  path: '/order/show',
  params: { contract_id: 'contractId', lang: 'data' },
  answer: 'document',
  costs: 'document',
};

describe('what a release changes in the calls', () => {
  it('lists calls added, removed and changed', () => {
    const after: StepCall = { ...SEND, params: { ...SEND.params, channel: 'data' } };
    const changes = callChanges([SEND, CHECK], [after, PDF]);
    expect(changes).toEqual({ added: [PDF], removed: [CHECK], changed: [{ before: SEND, after }] });
    expect(callChangeLines(changes)).toEqual([
      '+ GET /order/show (params: contract_id (contractId), lang; costs: document; answer: document)',
      '- POST /checkCode',
      '~ GET /sendCode (params: channel, contract_id (contractId); limit: codes; texts; event: code_sent; was params: contract_id (contractId); limit: codes; texts; event: code_sent)',
    ]);
  });

  it('sees no change in a call declared again as it was, in any spelling', () => {
    expect(callChangeLines(callChanges([SEND, CHECK], [CHECK, { ...SEND, path: '/SendCode' }]))).toEqual([]);
  });

  it("checks the build's calls against the other steps' and against the entry it replaces", () => {
    const registry = {
      calculator: { manifest: 'http://127.0.0.1:8081/1.0.0+a/mf-manifest.json', routes: [], calls: [] },
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
    expect(() => releasedCalls(registry, 'points', [{ ...SEND, path: '/SendCode' }])).toThrow(
      'GET /sendCode and GET /SendCode is declared by both "confirm" and "points": a call has one owner',
    );
    expect(() => releasedCalls(registry, 'confirm', undefined)).toThrow('step "confirm" calls: must be array');
  });

  it("refuses a build that drops what the step's current or trial build has for a call", () => {
    const registry = {
      confirm: {
        manifest: 'http://h/m.json',
        routes: [],
        calls: [{ ...SEND, texts: undefined }],
        trial: { manifest: 'http://h/t.json', routes: [], calls: [SEND], share: 5 },
      },
    };
    let refused: unknown;
    try {
      releasedCalls(registry, 'confirm', [{ ...SEND, texts: undefined }]);
    } catch (error) {
      refused = error;
    }
    expect((refused as Error).message).toBe('step "confirm", call GET /sendCode drops its texts');
    expect((refused as { reason?: unknown }).reason).toBe('droppedCheck');
  });
});
