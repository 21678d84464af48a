import { journeySeen } from './canaryBuyers';

const nobody = { contracts: [] };
const drafted = { contracts: [{ id: 7, number: 'GC7', savedAt: 1 }] };
const customer = { ...drafted, loyaltyCustomerId: 'LC-1' };

it('takes the offer on the page’s word: the shop keeps no sign of it', () => {
  expect(journeySeen(nobody, { needs: [] })).toBe(true);
  expect(journeySeen(nobody, { needs: ['product'] })).toBe(true);
});

it('wants a contract the insurer made in the session for a draft, its number, or its signature', () => {
  for (const need of ['draft', 'contractNumber', 'signed'] as const) {
    expect(journeySeen(nobody, { needs: ['product', need] })).toBe(false);
    expect(journeySeen(drafted, { needs: ['product', need] })).toBe(true);
  }
});

it("wants the loyalty customer a partner link made the session for a loyalty customer's step", () => {
  expect(journeySeen(drafted, { when: 'loyaltyCustomer', needs: ['signed'] })).toBe(false);
  expect(journeySeen(customer, { when: 'loyaltyCustomer', needs: ['signed'] })).toBe(true);
  expect(journeySeen({ ...nobody, loyaltyCustomerId: 'LC-1' }, { when: 'loyaltyCustomer', needs: ['signed'] })).toBe(
    false,
  );
});
