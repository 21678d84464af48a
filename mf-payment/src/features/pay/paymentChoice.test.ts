import { snapshotKey } from '@greencard/store';
import { CHOICE_SNAPSHOT, loadChoice, saveChoice } from './paymentChoice';

describe('the stored payment choice', () => {
  beforeEach(() => localStorage.clear());

  it('is kept per contract', () => {
    saveChoice(41, { method: 'instalments', months: 12 });
    expect(loadChoice(41)).toEqual({ method: 'instalments', months: 12 });
    expect(loadChoice(42)).toBeUndefined();
  });

  it('holds no personal data, so clearing personal data leaves it', () => {
    saveChoice(41, { method: 'portmone', months: 3 });
    const entry = JSON.parse(localStorage.getItem(snapshotKey(CHOICE_SNAPSHOT)) ?? '{}') as Record<string, unknown>;
    expect(entry.personal).toBeUndefined();
    expect(entry.value).toEqual({ contractId: 41, method: 'portmone', months: 3 });
  });

  it.each([
    ['an unknown method', { contractId: 41, method: 'cash', months: 3 }],
    ['a term the bank does not offer', { contractId: 41, method: 'instalments', months: 36 }],
    ['no contract', { method: 'easypay', months: 3 }],
  ])('ignores %s', (_case, value) => {
    localStorage.setItem(snapshotKey(CHOICE_SNAPSHOT), JSON.stringify({ version: '1.0.274', value }));
    expect(loadChoice(41)).toBeUndefined();
  });
});
