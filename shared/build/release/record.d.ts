// The types of record.js, for the shop server's TypeScript (its Redis record and its release service).
export type Registry = Record<string, unknown>;
export interface RecordSnapshot {
  version: number;
  registry: Registry;
  text: string;
}
export type RecordAction = 'seed' | 'release' | 'share' | 'rollback' | 'withdraw';
export interface HistoryEntry {
  version: number;
  at: string;
  by: string;
  action: RecordAction;
  step: string | null;
  from: string | null;
  to: string | null;
  share?: number;
  verdict: string;
  before?: unknown;
  after?: unknown;
  undoes?: number;
}
export type NewHistoryEntry = Omit<HistoryEntry, 'version'>;
export interface ReleaseRecord {
  where: string;
  read(): Promise<RecordSnapshot | undefined>;
  change(snapshot: RecordSnapshot | undefined, registry: Registry, entry: NewHistoryEntry): Promise<number>;
  note(entry: NewHistoryEntry): Promise<void>;
  history(): Promise<HistoryEntry[]>;
}
export declare class RecordConflict extends Error {
  constructor(where: string);
}
export declare function fileRecord(registryFile: string): ReleaseRecord & { historyFile: string };
export declare function seedRecord(record: ReleaseRecord, registry: Registry, by: string, verdict: string): Promise<boolean>;
