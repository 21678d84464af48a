// The entered amount, a pending secret and what was typed for it survive a reload. Kept as a personal snapshot: it belongs to one
// contract, so starting over or concluding the contract clears it with the rest.
import { loadSnapshot, savePersonalSnapshot, stored } from '@greencard/store';
import type { PointsSnapshot } from './pointsState';

export const POINTS_SNAPSHOT = 'points';

const positive = stored.refine(stored.finiteNumber, 'positive', (value) => value > 0);

/**
 * A snapshot of the points step; a secret it asks for has both the amount it was sent for and when, and a typed secret
 * belongs to one.
 */
export const PointsSnapshotShape: stored.Struct<PointsSnapshot, unknown> = stored.refine(
  stored.shape({
    contractId: stored.finiteNumber,
    pointsToUseInput: stored.string(),
    sendOtp: stored.boolean(),
    paidByPoints: stored.nullable(stored.finiteNumber),
    secretSentAt: stored.nullable(stored.finiteNumber),
    secretResendSeconds: stored.optional(positive),
    secretInput: stored.optional(stored.string()),
  }),
  'secretComplete',
  ({ sendOtp, paidByPoints, secretSentAt, secretInput }) => {
    const secret = paidByPoints !== null && secretSentAt !== null;
    const none = paidByPoints === null && secretSentAt === null && !secretInput;
    return sendOtp ? secret : secret || none;
  },
);

export function loadPointsSnapshot(storage?: Storage): PointsSnapshot | undefined {
  return loadSnapshot(POINTS_SNAPSHOT, PointsSnapshotShape, storage);
}

export function savePointsSnapshot(snapshot: PointsSnapshot, storage?: Storage): void {
  savePersonalSnapshot(POINTS_SNAPSHOT, snapshot, storage);
}
