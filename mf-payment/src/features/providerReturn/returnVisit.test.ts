import { carriesReturn, contractToConfirm } from './returnVisit';

describe('a provider return', () => {
  it.each([
    [{ provider: 'easypay' as const, params: { orderId: '1' } }, true],
    [{ provider: 'easypay' as const, params: {}, contractId: 41 }, true],
    [{ provider: 'instalments' as const, params: {} }, false],
  ])('%p carries a return: %p', (visit, carries) => {
    expect(carriesReturn(visit)).toBe(carries);
  });

  it.each([
    [41, 40, 41],
    [41, undefined, 41],
    [undefined, 40, 40],
    [undefined, undefined, undefined],
  ])('address %p, journey %p -> contract %p', (contractId, draftId, expected) => {
    const visit = { provider: 'easypay' as const, params: {}, ...(contractId === undefined ? {} : { contractId }) };
    expect(contractToConfirm(visit, draftId)).toBe(expected);
  });
});
