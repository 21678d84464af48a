// The confirm step's calls: sending the one-time code for its contract and checking what the buyer typed (rules §4).
import { ApiError, schema, type CodeSent, type InsurerClient } from '@greencard/api';

export type CodeCheck = { ok: true } | { ok: false; attemptsLeft?: number };

/**
 * GET /sendCode (rules D4): any data but the string 'OK' is a code sent (the first reading counts 'OK' as a failure,
 * rules §7), telling the send time and the pause before another code when the insurer gives them.
 */
const CodeSentAnswer = schema(({ union, literal, knownFields, instant, number }) =>
  union([literal('OK'), knownFields({ sentAt: instant(), resendAfterSeconds: number() })]),
);

/** POST /checkCode: 'OK' when right, else a wrong code (HTTP 200), with the tries left when told. */
const CodeChecked = schema(({ union, literal, knownFields, number }) =>
  union([literal('OK'), knownFields({ attemptsLeft: number() })]),
);

/** Sends the one-time code for a contract in REQUEST, with the proof of work the shop asks for. */
export async function sendCode(client: InsurerClient, contractId: number): Promise<CodeSent> {
  const request = { method: 'GET', url: '/sendCode', params: { contract_id: contractId }, smsProof: true } as const;
  const sent = await client.call(request, CodeSentAnswer, 'sendOTP');
  if (sent === 'OK') throw new ApiError('sendOTP');
  return sent;
}

/** Checks the code the buyer typed: 'OK' means right (rules §4). */
export async function checkCode(client: InsurerClient, contractId: number, code: string): Promise<CodeCheck> {
  const request = { method: 'POST', url: '/checkCode', data: { code, contract_id: contractId } } as const;
  const checked = await client.call(request, CodeChecked, 'checkOTP');
  if (checked === 'OK') return { ok: true };
  return checked.attemptsLeft === undefined ? { ok: false } : { ok: false, attemptsLeft: checked.attemptsLeft };
}
