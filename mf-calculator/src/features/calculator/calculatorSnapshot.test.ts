import { SNAPSHOT_VERSION } from '@greencard/domain';
import { clearPersonalData } from '@greencard/store';
import {
  CALCULATOR_SNAPSHOT,
  STATE_NUMBER_SNAPSHOT,
  loadCalculatorSnapshot,
  saveCalculatorSnapshot,
  startingValues,
} from './calculatorSnapshot';

const KEY = `state_snapshot_${CALCULATOR_SNAPSHOT}`;
const NUMBER_KEY = `state_snapshot_${STATE_NUMBER_SNAPSHOT}`;
const values = { autoTypeSelect: 'B', areaSelect: 'BMR', periodSelect: 'SIX_MONTHS', typeInput: 'NATURAL' } as const;

beforeEach(() => localStorage.clear());

describe('calculator snapshot', () => {
  it('is saved under state_snapshot_calculator with version 1.0.274', () => {
    saveCalculatorSnapshot({ values, sort: 'desc' });
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({
      version: SNAPSHOT_VERSION,
      value: { values, sort: 'desc' },
    });
    expect(SNAPSHOT_VERSION).toBe('1.0.274');
    expect(loadCalculatorSnapshot()).toEqual({ values, sort: 'desc' });
  });

  it('keeps the state number apart, as personal data that clearPersonalData removes', () => {
    saveCalculatorSnapshot({ values: { ...values, stateNumber: 'AA1234AA' }, sort: 'asc' });
    expect(localStorage.getItem(KEY)).not.toContain('AA1234AA');
    expect(loadCalculatorSnapshot()?.values.stateNumber).toBe('AA1234AA');
    clearPersonalData();
    expect(localStorage.getItem(NUMBER_KEY)).toBeNull();
    expect(loadCalculatorSnapshot()).toEqual({ values, sort: 'asc' });
  });

  it('forgets the state number once the buyer clears it', () => {
    saveCalculatorSnapshot({ values: { ...values, stateNumber: 'AA1234AA' }, sort: 'asc' });
    saveCalculatorSnapshot({ values: { ...values, stateNumber: '' }, sort: 'asc' });
    expect(localStorage.getItem(NUMBER_KEY)).toBeNull();
  });

  it('deletes and ignores a snapshot of another version', () => {
    localStorage.setItem(KEY, JSON.stringify({ version: '1.0.273', value: { values, sort: 'asc' } }));
    expect(loadCalculatorSnapshot()).toBeUndefined();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it.each([
    ['broken JSON', '{"version":'],
    ['no value', JSON.stringify({ version: SNAPSHOT_VERSION })],
    [
      'an unknown vehicle type',
      JSON.stringify({ version: SNAPSHOT_VERSION, value: { values: { ...values, autoTypeSelect: 'Z' }, sort: 'asc' } }),
    ],
    ['an unknown sort', JSON.stringify({ version: SNAPSHOT_VERSION, value: { values, sort: 'sideways' } })],
  ])('ignores a corrupt snapshot (%s) without failing', (_name, raw) => {
    localStorage.setItem(KEY, raw);
    expect(loadCalculatorSnapshot()).toBeUndefined();
  });

  it('starts from the defaults without a snapshot, and from the snapshot with one', () => {
    expect(startingValues(undefined)).toEqual({ autoTypeSelect: 'A', typeInput: 'NATURAL' });
    expect(startingValues({ values, sort: 'asc' })).toEqual(values);
  });
});
