// The types of stepCalls.js, for the shop server's TypeScript that builds its allow-list with it.
import type { CallUse, StepCall } from '@greencard/step-contract';

export interface OwnedCall {
  owner: string;
  call: StepCall;
}

export declare const SHELL_CALLS: readonly CallUse[];
export declare const DROPPED_CHECK: 'droppedCheck';

export declare function callKey(call: CallUse): string;
export declare function parseStepCalls(value: unknown, step: string): StepCall[];
export declare function callOwners(owners: Iterable<[string, readonly StepCall[]]>): Map<string, OwnedCall>;
