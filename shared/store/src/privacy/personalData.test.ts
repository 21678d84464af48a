import { clearPersonalData } from './personalData';
import { loadSnapshot, savePersonalSnapshot, saveSnapshot } from '../snapshots/snapshots';
import { unknown } from '../storage/storedShape';

beforeEach(() => localStorage.clear());

describe('clearPersonalData', () => {
  beforeEach(() => {
    saveSnapshot('calculator', { area: 'EUROPE' });
    savePersonalSnapshot('journey', { draft: { customer: { code: '3012345678' } } });
    savePersonalSnapshot('contract', { surname: 'SHEVCHENKO' });
    localStorage.setItem('form_contract', JSON.stringify({ version: '1.0.274', value: {}, personal: true }));
    localStorage.setItem('LOYALTY_CUSTOMER_ID', 'c-42');
    localStorage.setItem('EUA_USER_ID', 'u-17');
    saveSnapshot('result', { contractId: 1, number: 'GC-1', paid: true, savedAt: '2026-07-01T10:30:00.000Z' });
    clearPersonalData();
  });

  it('removes the journey, form_contract and every personal snapshot', () => {
    expect(localStorage.getItem('state_snapshot_journey')).toBeNull();
    expect(localStorage.getItem('state_snapshot_contract')).toBeNull();
    expect(localStorage.getItem('form_contract')).toBeNull();
  });

  it('keeps the calculator snapshot, the result record and the ids other systems put there', () => {
    expect(loadSnapshot('calculator', unknown())).toEqual({ area: 'EUROPE' });
    expect(localStorage.getItem('state_snapshot_result')).not.toBeNull();
    expect(localStorage.getItem('LOYALTY_CUSTOMER_ID')).toBe('c-42');
    expect(localStorage.getItem('EUA_USER_ID')).toBe('u-17');
  });

  it('removes a journey snapshot even when it was not flagged personal (written by an older build)', () => {
    localStorage.setItem('state_snapshot_journey', JSON.stringify({ version: '1.0.274', value: {} }));
    clearPersonalData();
    expect(localStorage.getItem('state_snapshot_journey')).toBeNull();
  });
});
