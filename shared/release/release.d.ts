// The types of release.js, for the shop server's release service (shell/server/releaseRecord/releaseService.ts).
import type { HistoryEntry, Registry, ReleaseRecord } from './record';
import type { StepOrigins } from './stepOrigins';

export declare class ReleaseRefused extends Error {}

type Accept = (registry: Registry) => unknown;

export interface ReleaseOutcome {
  manifest: string;
  previous: string | undefined;
  changed: boolean;
  calls: { added: unknown[]; removed: unknown[]; changed: unknown[] } | undefined;
  sharing?: { main: string; trial: string; share: number };
}

export declare function release(options: {
  step: string;
  version: string;
  record: ReleaseRecord;
  by: string;
  shellManifestFile: string;
  origin?: string;
  share?: number;
  /** A canary release: its plan's first share, then the shop server's canary (docs/step-release.md). */
  canary?: boolean;
  fetchImpl?: typeof fetch;
  accept?: Accept;
  /** Where the shop allows each step's builds (STEP_ORIGINS); by default this machine's. */
  origins?: StepOrigins;
}): Promise<ReleaseOutcome>;

export declare function withdraw(options: {
  step: string;
  record: ReleaseRecord;
  by: string;
  accept?: Accept;
}): Promise<{ previous: string | undefined }>;

export declare function rollback(options: {
  step: string;
  record: ReleaseRecord;
  by: string;
  accept?: Accept;
}): Promise<{ undone: HistoryEntry; manifest: string | undefined }>;
