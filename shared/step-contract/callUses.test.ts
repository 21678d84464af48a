import { unmetUses, usersOf } from './callUses';

const NUMBER = { method: 'GET', path: '/number', params: { q: 'data' } } as const;
const SEARCH = { method: 'GET', path: '/green/search', params: {} } as const;
const USES_NUMBER = [{ method: 'GET', path: '/number', params: ['q'] }] as const;

describe('the calls steps use', () => {
  it('are met by the step that declares them, or by the shell', () => {
    expect(
      unmetUses({
        calculator: { calls: [NUMBER, SEARCH] },
        contract: { calls: [], uses: [...USES_NUMBER, { method: 'GET', path: '/serverTime' }] },
      }),
    ).toEqual([]);
  });

  it('are met by a declaration in another spelling', () => {
    expect(
      unmetUses({
        calculator: { calls: [NUMBER] },
        contract: { calls: [], uses: [{ method: 'GET', path: '/Number' }] },
      }),
    ).toEqual([]);
  });

  it('are unmet when no step declares the call', () => {
    expect(unmetUses({ calculator: { calls: [SEARCH] }, contract: { calls: [], uses: USES_NUMBER } })).toEqual([
      'contract uses GET /number, which no step of the registry declares',
    ]);
  });

  it('are unmet when the owner no longer passes on a parameter the user sends', () => {
    expect(
      unmetUses({
        calculator: { calls: [{ ...NUMBER, params: { plate: 'data' } }] },
        contract: { calls: [], uses: USES_NUMBER },
      }),
    ).toEqual(['contract uses GET /number with "q", which calculator does not pass on']);
  });

  it("are unmet when the owner's trial build drops the call: a buyer given it would miss it", () => {
    expect(
      unmetUses({
        calculator: { calls: [NUMBER, SEARCH], trial: { calls: [SEARCH] } },
        contract: { calls: [], uses: USES_NUMBER },
      }),
    ).toEqual(['contract uses GET /number, which calculator declares in only one of its builds']);
  });

  it("are checked in the user's trial build too", () => {
    expect(
      unmetUses({ calculator: { calls: [SEARCH] }, contract: { calls: [], trial: { calls: [], uses: USES_NUMBER } } }),
    ).toEqual(['contract uses GET /number, which no step of the registry declares']);
  });

  it('are no call the step declares itself', () => {
    expect(unmetUses({ calculator: { calls: [NUMBER], uses: USES_NUMBER } })).toEqual([
      'calculator uses GET /number, which it declares itself: a step uses only calls another step owns',
    ]);
  });

  it("name each step that uses an owner's call, in any of its builds", () => {
    const registry = {
      calculator: { calls: [NUMBER] },
      contract: { calls: [], uses: USES_NUMBER },
      review: { calls: [], trial: { calls: [], uses: USES_NUMBER } },
      payment: { calls: [] },
    };
    expect(usersOf(registry, 'calculator', 'GET /number')).toEqual(['contract', 'review']);
    expect(usersOf(registry, 'calculator', 'GET /green/search')).toEqual([]);
  });
});
