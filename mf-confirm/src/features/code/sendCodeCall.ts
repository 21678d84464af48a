// GET /sendCode, the confirm step's call: a new one-time code for its contract (rules §4).
import { ApiError, schema, type CodeSent, type InsurerClient } from '@greencard/api';

/**
 * GET /sendCode (rules D4): any data but the string 'OK' is a code sent (the first reading counts 'OK' as a failure,
 * rules §7), telling the send time and the pause before another code when the insurer gives them.
 */
const CodeSentAnswer = schema(({ union, literal, knownFields, instant, number }) =>
  union([literal('OK'), knownFields({ sentAt: instant(), resendAfterSeconds: number() })]),
);

/** Sends the one-time code for a contract in REQUEST, with the proof of work the shop asks for. */
export async function sendCode(client: InsurerClient, contractId: number): Promise<CodeSent> {
  const request = { method: 'GET', url: '/sendCode', params: { contract_id: contractId }, smsProof: true } as const;
  const sent = await client.call(request, CodeSentAnswer, 'sendOTP');
  if (sent === 'OK') throw new ApiError('sendOTP');
  return sent;
}
