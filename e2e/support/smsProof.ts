// The proof of work the shop asks for before a text message (docs/shop-server.md, section 3), made here in Node for
// the calls a test sends to the shop itself, as the page makes it in the browser (@greencard/api).
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** The header of a solution to the challenge the shop issued (`GET /api/smsChallenge`). */
export async function smsProofHeader(challenge: Challenge): Promise<Record<string, string>> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the SMS challenge was not solved');
  return { 'X-Sms-Proof': Buffer.from(JSON.stringify({ challenge, solution })).toString('base64url') };
}
