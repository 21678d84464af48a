// The types of canaryRelease.js, for the shop server's canary (shell/server/canary/canaryStages.ts).
import type { CanaryState, HistoryEntry, Registry } from './record';

export declare function canaryOf(
  registry: Registry,
  history: readonly HistoryEntry[],
  step: string,
): { step: string; state: CanaryState; main: string; trial: string } | undefined;
