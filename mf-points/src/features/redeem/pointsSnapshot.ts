// The entered amount and a pending secret survive a reload. Kept as a personal snapshot: it belongs to one
// contract, so starting over or concluding the contract clears it with the rest.
import { loadSnapshot, savePersonalSnapshot } from '@greencard/store';
import type { PointsSnapshot } from './pointsSlice';

export const POINTS_SNAPSHOT = 'points';

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function isPointsSnapshot(value: unknown): value is PointsSnapshot {
  if (!isRecord(value)) return false;
  const { contractId, pointsToUseInput, sendOtp, paidByPoints, secretSentAt, secretResendSeconds } = value;
  if (!isFiniteNumber(contractId) || typeof pointsToUseInput !== 'string' || typeof sendOtp !== 'boolean') return false;
  if (secretResendSeconds !== undefined && !(isFiniteNumber(secretResendSeconds) && secretResendSeconds > 0)) return false;
  // A sent secret has both the amount it was sent for and when; asking for it needs one.
  const secret = isFiniteNumber(paidByPoints) && isFiniteNumber(secretSentAt);
  const none = paidByPoints === null && secretSentAt === null;
  return sendOtp ? secret : secret || none;
}

export function loadPointsSnapshot(storage?: Storage): PointsSnapshot | undefined {
  return loadSnapshot(POINTS_SNAPSHOT, isPointsSnapshot, storage);
}

export function savePointsSnapshot(snapshot: PointsSnapshot, storage?: Storage): void {
  savePersonalSnapshot(POINTS_SNAPSHOT, snapshot, storage);
}
