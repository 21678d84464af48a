import { SNAPSHOT_VERSION } from '@greencard/domain';
import { blockedStorage, fullStorage } from '../testing/failingStorage';
import { loadSnapshot, removeSnapshot, savePersonalSnapshot, saveSnapshot, snapshotKey } from './snapshots';
import { shape, string, unknown } from '../storage/storedShape';

const isCalculator = shape({ area: string() });

beforeEach(() => localStorage.clear());

describe('snapshots', () => {
  it('writes state_snapshot_<name> as {version: "1.0.274", value}', () => {
    saveSnapshot('calculator', { area: 'EUROPE' });
    expect(snapshotKey('calculator')).toBe('state_snapshot_calculator');
    expect(JSON.parse(localStorage.getItem('state_snapshot_calculator') ?? '')).toEqual({
      version: '1.0.274',
      value: { area: 'EUROPE' },
    });
    expect(SNAPSHOT_VERSION).toBe('1.0.274');
  });

  it('reads back what it wrote', () => {
    saveSnapshot('calculator', { area: 'BMR' });
    expect(loadSnapshot('calculator', isCalculator)).toEqual({ area: 'BMR' });
    expect(loadSnapshot('calculator', unknown())).toEqual({ area: 'BMR' });
  });

  it('gives undefined for a snapshot that does not exist', () => {
    expect(loadSnapshot('calculator', unknown())).toBeUndefined();
  });

  it.each([
    ['another version', JSON.stringify({ version: '1.0.273', value: { area: 'BMR' } })],
    ['unparsable JSON', '{"version": "1.0.274", "value": '],
    ['JSON that is not an entry', JSON.stringify(['1.0.274', { area: 'BMR' }])],
    ['an entry without a value', JSON.stringify({ version: '1.0.274' })],
    ['a value that fails the check', JSON.stringify({ version: '1.0.274', value: { area: 7 } })],
  ])('deletes and ignores %s', (_case, stored) => {
    localStorage.setItem('state_snapshot_calculator', stored);
    expect(loadSnapshot('calculator', isCalculator)).toBeUndefined();
    expect(localStorage.getItem('state_snapshot_calculator')).toBeNull();
  });

  it('marks personal snapshots so they can be found and cleared later', () => {
    savePersonalSnapshot('contract', { surname: 'SHEVCHENKO' });
    expect(JSON.parse(localStorage.getItem('state_snapshot_contract') ?? '')).toEqual({
      version: '1.0.274',
      value: { surname: 'SHEVCHENKO' },
      personal: true,
    });
    expect(loadSnapshot('contract', unknown())).toEqual({ surname: 'SHEVCHENKO' });
  });

  it('removes a snapshot', () => {
    saveSnapshot('calculator', { area: 'BMR' });
    removeSnapshot('calculator');
    expect(localStorage.getItem('state_snapshot_calculator')).toBeNull();
  });

  it('uses the storage it is given', () => {
    saveSnapshot('calculator', { area: 'BMR' }, sessionStorage);
    expect(localStorage.getItem('state_snapshot_calculator')).toBeNull();
    expect(loadSnapshot('calculator', isCalculator, sessionStorage)).toEqual({ area: 'BMR' });
    sessionStorage.clear();
  });

  it('never throws when storage is full or blocked', () => {
    for (const storage of [fullStorage(), blockedStorage()]) {
      expect(() => saveSnapshot('calculator', { area: 'BMR' }, storage)).not.toThrow();
      expect(loadSnapshot('calculator', isCalculator, storage)).toBeUndefined();
      expect(() => removeSnapshot('calculator', storage)).not.toThrow();
    }
  });

  it('drops a value that cannot be serialised instead of throwing', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => saveSnapshot('calculator', circular)).not.toThrow();
    expect(localStorage.getItem('state_snapshot_calculator')).toBeNull();
  });
});
