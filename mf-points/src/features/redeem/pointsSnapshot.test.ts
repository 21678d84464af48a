import { stored } from '@greencard/store';
import { SNAPSHOT_VERSION } from '@greencard/domain';
import { clearPersonalData } from '@greencard/store';
import { PointsSnapshotShape, loadPointsSnapshot, POINTS_SNAPSHOT, savePointsSnapshot } from './pointsSnapshot';
import type { PointsSnapshot } from './pointsState';

const pending: PointsSnapshot = {
  contractId: 7,
  pointsToUseInput: '100',
  sendOtp: true,
  paidByPoints: 100,
  secretSentAt: 1,
};
const idle: PointsSnapshot = {
  contractId: 7,
  pointsToUseInput: '12,5',
  sendOtp: false,
  paidByPoints: null,
  secretSentAt: null,
};

describe('points snapshot', () => {
  beforeEach(() => localStorage.clear());

  it('is saved under state_snapshot_points with the snapshot version and read back', () => {
    expect(POINTS_SNAPSHOT).toBe('points');
    savePointsSnapshot(pending);
    expect(JSON.parse(localStorage.getItem('state_snapshot_points') ?? 'null')).toMatchObject({
      version: SNAPSHOT_VERSION,
      value: pending,
    });
    expect(loadPointsSnapshot()).toEqual(pending);
  });

  it('is personal data: starting over clears it', () => {
    savePointsSnapshot(idle);
    clearPersonalData();
    expect(loadPointsSnapshot()).toBeUndefined();
  });

  it('drops a snapshot of another version', () => {
    localStorage.setItem('state_snapshot_points', JSON.stringify({ version: '0.0.1', value: idle }));
    expect(loadPointsSnapshot()).toBeUndefined();
    expect(localStorage.getItem('state_snapshot_points')).toBeNull();
  });

  it.each([
    [pending, true],
    [idle, true],
    [{ ...pending, paidByPoints: null }, false],
    [{ ...pending, secretSentAt: null }, false],
    [{ ...pending, sendOtp: false }, true], // the buyer went back to the amount; the secret still counts down
    [{ ...idle, paidByPoints: 5 }, false],
    [{ ...idle, secretSentAt: 5 }, false],
    [{ ...idle, contractId: '7' }, false],
    [{ ...idle, pointsToUseInput: 5 }, false],
    [{ ...idle, sendOtp: 'no' }, false],
    [{ ...pending, secretResendSeconds: 45 }, true],
    [{ ...pending, secretResendSeconds: 0 }, false],
    [{ ...pending, secretResendSeconds: '45' }, false],
    [{ ...pending, secretInput: '4829' }, true],
    [{ ...pending, sendOtp: false, secretInput: '4829' }, true],
    [{ ...idle, secretInput: '' }, true],
    [{ ...idle, secretInput: '4829' }, false], // a typed secret belongs to a sent one
    [{ ...pending, secretInput: 4829 }, false],
    [null, false],
    ['points', false],
  ])('%j is a snapshot: %p', (value, valid) => {
    expect(stored.matches(value, PointsSnapshotShape)).toBe(valid);
  });
});
