// The small record that lets /success, /fail and /paySuccess survive a reload after personal data is cleared
// (rules D10). It holds no personal data and expires after RESULT_RECORD_HOURS.
import { loadSnapshot, removeSnapshot, saveSnapshot, stored } from '@greencard/store';

/** rules D10: the record lives 24 hours. */
export const RESULT_RECORD_HOURS = 24;

export interface ResultRecord {
  contractId: number;
  number: string;
  paid: boolean;
}

interface StoredResultRecord extends ResultRecord {
  savedAt: string;
}

const RESULT_SNAPSHOT = 'result';
const LIFETIME_MS = RESULT_RECORD_HOURS * 60 * 60 * 1000;

const StoredResultRecordShape: stored.Struct<StoredResultRecord, unknown> = stored.shape({
  contractId: stored.finiteNumber,
  number: stored.string(),
  paid: stored.boolean(),
  savedAt: stored.isoInstant,
});

export function saveResultRecord(record: ResultRecord, now: Date = new Date(), storage?: Storage): void {
  const stored: StoredResultRecord = {
    contractId: record.contractId,
    number: record.number,
    paid: record.paid,
    savedAt: now.toISOString(),
  };
  saveSnapshot(RESULT_SNAPSHOT, stored, storage);
}

/** The record while it is younger than RESULT_RECORD_HOURS; an expired one is removed. */
export function loadResultRecord(now: Date = new Date(), storage?: Storage): ResultRecord | undefined {
  const stored = loadSnapshot(RESULT_SNAPSHOT, StoredResultRecordShape, storage);
  if (!stored) return undefined;
  const age = now.getTime() - Date.parse(stored.savedAt);
  if (age >= LIFETIME_MS) {
    removeSnapshot(RESULT_SNAPSHOT, storage);
    return undefined;
  }
  return { contractId: stored.contractId, number: stored.number, paid: stored.paid };
}
