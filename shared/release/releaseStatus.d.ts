// The types of releaseStatus.js, for the shop server's release service (shell/server/releaseRecord/releaseService.ts).
import type { HistoryEntry, Registry } from './record';

export interface StepStatus {
  step: string;
  build: string | null;
  trial: { build: string | null; share: number } | null;
  canary: {
    build: string | null;
    /** From 1. */
    stage: number;
    stages: number[];
    share: number | undefined;
    since: string;
    held: boolean;
  } | null;
  lastVerdict: { at: string; build: string | null; verdict: unknown; summary: unknown; action: string } | null;
}

export declare function releaseStatus(registry: Registry, history: HistoryEntry[], step?: string): StepStatus[];
export declare function statusLines(steps: StepStatus[]): string[];
