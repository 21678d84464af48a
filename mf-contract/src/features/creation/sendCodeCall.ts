// GET /sendCode is the confirm step's call, which the contract step uses (its step.json `uses`) to send the first
// code once the contract is in REQUEST: read here with a schema of what this step hands the journey.
import { ApiError, schema, type CodeSent, type InsurerClient } from '@greencard/api';

/** Any data but the string 'OK' is a code sent (rules D4), with the send time and pause when the insurer gives them. */
const CodeSentAnswer = schema(({ union, literal, knownFields, instant, number }) =>
  union([literal('OK'), knownFields({ sentAt: instant(), resendAfterSeconds: number() })]),
);

/** Sends the first code for a contract in REQUEST, with the proof of work the shop asks for. */
export async function sendCode(client: InsurerClient, contractId: number): Promise<CodeSent> {
  const request = { method: 'GET', url: '/sendCode', params: { contract_id: contractId }, smsProof: true } as const;
  const sent = await client.call(request, CodeSentAnswer, 'sendOTP');
  if (sent === 'OK') throw new ApiError('sendOTP');
  return sent;
}
