// The types of requiredChecks.js, for the shop server's gateway that applies the checks every call must have.
import type { CallCheck } from '@greencard/step-contract';

export interface RequiredCheck {
  check: CallCheck;
  why: string;
}

export declare const CONTRACT_FIELDS: readonly ['contract_id'];
export declare const CUSTOMER_FIELDS: readonly ['customer_id'];
export declare const RETURN_ADDRESS_FIELDS: readonly ['successUrl', 'failUrl'];

export declare function requiredChecks(call: {
  method: string;
  path: string;
  query?: readonly string[];
}): RequiredCheck[];
export declare function droppedCheck(call: {
  method: string;
  path: string;
  query?: readonly string[];
  checks?: readonly string[];
}): RequiredCheck | undefined;
