// The types of stepCalls.js, for the shop server's TypeScript that builds its allow-list with it.
export declare const METHODS: readonly ['GET', 'POST', 'PUT'];
export declare const CHECKS: readonly [
  'contractInQuery',
  'contractInBody',
  'loyaltyCustomer',
  'statusRequest',
  'returnUrls',
  'codeLimit',
  'loyaltyLimit',
  'draftLimit',
  'smsBudget',
  'idempotent',
];
export declare const ANSWERS: readonly ['newContract', 'document'];

export type CallMethod = (typeof METHODS)[number];
export type CallCheck = (typeof CHECKS)[number];
export type CallAnswer = (typeof ANSWERS)[number];

/** One insurer call a step declares in its step.json (docs/step-release.md, "calls"). */
export interface StepCall {
  method: CallMethod;
  path: string;
  query?: string[];
  checks?: CallCheck[];
  answer?: CallAnswer;
}

/** A call a step makes and another step (or the shell) owns (docs/step-release.md, "uses"). */
export interface CallUse {
  method: CallMethod;
  path: string;
}

export interface OwnedCall {
  owner: string;
  call: StepCall;
}

export declare const SHELL_CALLS: readonly CallUse[];
export declare const DROPPED_CHECK: 'droppedCheck';

export declare function callKey(call: CallUse): string;
export declare function parseStepUses(value: unknown, step: string): CallUse[];
export declare function parseStepCalls(value: unknown, step: string): StepCall[];
export declare function callOwners(owners: Iterable<[string, readonly StepCall[]]>): Map<string, OwnedCall>;
