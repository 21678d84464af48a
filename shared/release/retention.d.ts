// The types of retention.js, for the shop server's TypeScript (its session's idle time is what a build is held for).
import type { HistoryEntry, Registry } from './record';
export declare const HOLD_MS: number;
export declare const KEEP_CHANGES: number;
export interface PublishedBuild {
  step: string;
  folder: string;
  dir: string;
  publishedAt: number;
}
export declare function pruneBuilds(options: {
  folders: Record<string, string>;
  registry: Registry;
  history: HistoryEntry[];
  now?: number;
  dryRun?: boolean;
}): PublishedBuild[];
