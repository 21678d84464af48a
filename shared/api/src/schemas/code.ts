import { literal, number, optional, string, type, union, type Infer } from 'superstruct';
import { InstantStruct } from './shared';

/** GET /sendCode (rules D4): never the string 'OK'. */
export const CodeSent = type({ sentAt: InstantStruct, resendAfterSeconds: number() });
export type CodeSent = Infer<typeof CodeSent>;

/** POST /checkCode: 'OK' when right, else a wrong-code answer (HTTP 200). */
export const CodeChecked = union([
  literal('OK'),
  type({ result: optional(string()), attemptsLeft: optional(number()) }),
]);
export type CodeChecked = Infer<typeof CodeChecked>;
