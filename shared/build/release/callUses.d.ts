// The types of callUses.js, for the shop server that judges a registry's uses with it.
import type { CallUse, StepCall } from '@greencard/step-contract';

export interface BuildCalls {
  calls: readonly StepCall[];
  uses?: readonly CallUse[];
}

export interface EntryCalls extends BuildCalls {
  trial?: BuildCalls;
}

export declare function unmetUses(registry: Readonly<Record<string, EntryCalls>>): string[];
export declare function usersOf(registry: Readonly<Record<string, EntryCalls>>, owner: string, key: string): string[];
