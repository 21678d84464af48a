import { loadResultRecord, RESULT_RECORD_HOURS, saveResultRecord } from './resultRecord';

const record = { contractId: 5012, number: 'GC-100234', paid: true };
const savedAt = new Date('2026-07-01T10:00:00Z');
const hours = (n: number) => new Date(savedAt.getTime() + n * 3_600_000);

beforeEach(() => localStorage.clear());

describe('result record', () => {
  it('lives RESULT_RECORD_HOURS = 24 hours', () => {
    expect(RESULT_RECORD_HOURS).toBe(24);
  });

  it.each([
    ['just saved', 0, record],
    ['23 h 59 min later', 23 + 59 / 60, record],
    ['24 h later', 24, undefined],
    ['two days later', 48, undefined],
  ])('%s', (_case, later, expected) => {
    saveResultRecord(record, savedAt);
    expect(loadResultRecord(hours(later))).toEqual(expected);
  });

  it('removes an expired record', () => {
    saveResultRecord(record, savedAt);
    loadResultRecord(hours(25));
    expect(loadResultRecord(savedAt)).toBeUndefined();
  });

  it('is undefined when nothing was saved or the stored record is malformed', () => {
    expect(loadResultRecord(savedAt)).toBeUndefined();
    localStorage.setItem(
      'state_snapshot_result',
      JSON.stringify({
        version: '1.0.274',
        value: { contractId: '5012', number: 'GC-1', paid: true, savedAt: savedAt.toISOString() },
      }),
    );
    expect(loadResultRecord(savedAt)).toBeUndefined();
  });

  it('keeps only the contract id, number and outcome', () => {
    saveResultRecord({ ...record, paid: false }, savedAt);
    expect(JSON.parse(localStorage.getItem('state_snapshot_result') ?? '')).toEqual({
      version: '1.0.274',
      value: { contractId: 5012, number: 'GC-100234', paid: false, savedAt: '2026-07-01T10:00:00.000Z' },
    });
  });
});
