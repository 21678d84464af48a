import type { CanaryPlan } from './canaryPlan';

// The types of record.js, for the shop server's TypeScript (its Redis record and its release service).
export type Registry = Record<string, unknown>;
export interface RecordSnapshot {
  version: number;
  registry: Registry;
  text: string;
}
export type RecordAction = 'seed' | 'restore' | 'release' | 'share' | 'rollback' | 'withdraw' | 'hold';
/** A canary's state after the change (docs/step-release.md, "A release that watches itself"). */
export interface CanaryState {
  /** The trial build's manifest URL. */
  build: string;
  plan: CanaryPlan;
  /** The index of its share in `plan.stages`. */
  stage: number;
  /** When that stage began (ISO time): the window its buyers are judged over. */
  since: string;
  /** Set by a hold: not enough buyers for too long. */
  held?: boolean;
}
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
  canary?: CanaryState;
  /** The canary judge's verdict that made the change, with its figures. */
  judged?: unknown;
}
export type NewHistoryEntry = Omit<HistoryEntry, 'version'>;
export interface ReleaseRecord {
  where: string;
  read(): Promise<RecordSnapshot | undefined>;
  change(snapshot: RecordSnapshot | undefined, registry: Registry, entry: NewHistoryEntry): Promise<number>;
  note(entry: NewHistoryEntry): Promise<void>;
  history(): Promise<HistoryEntry[]>;
  /** The history's entries, and how many damaged lines were skipped. */
  historyRead(): Promise<HistoryRead>;
}
export interface HistoryRead {
  entries: HistoryEntry[];
  damaged: number;
}
export declare class RecordConflict extends Error {
  constructor();
}
export declare class RecordLost extends Error {
  constructor(message: string);
}
export declare function parseHistoryLines(lines: string[]): HistoryRead;
export declare function fileRecord(registryFile: string): ReleaseRecord & { historyFile: string };
export declare function seedRecord(
  record: ReleaseRecord,
  registry: Registry,
  by: string,
  verdict: string,
): Promise<boolean>;
