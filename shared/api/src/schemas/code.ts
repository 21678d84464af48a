import { literal, number, optional, string, type, union, type Infer } from 'superstruct';
import { InstantStruct, knownFields } from './shared';

import type { CodeSent } from './codeSent';

/** GET /sendCode (rules D4): any data but the string 'OK' is a code sent; what it tells beyond that, see CodeSent. */
export const readCodeSent = (data: unknown): CodeSent =>
  knownFields<Required<CodeSent>>(data, { sentAt: InstantStruct, resendAfterSeconds: number() });

/** POST /checkCode: 'OK' when right, else a wrong-code answer (HTTP 200). */
export const CodeChecked = union([
  literal('OK'),
  type({ result: optional(string()), attemptsLeft: optional(number()) }),
]);
export type CodeChecked = Infer<typeof CodeChecked>;
