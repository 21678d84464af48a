// Before a call that texts the buyer, the shop server wants proof of work (docs/shop-server.md, section 3): the page
// asks for a challenge, solves it (ALTCHA's solver over WebCrypto's PBKDF2, loaded only now, never with the home
// page) and sends the solution with the call. A buyer waits a fraction of a second; a script asking for thousands of
// messages pays that for each.
import type { AxiosRequestConfig } from 'axios';
import type { InsurerResponse } from './client';
import { ApiError, isApiError, type ErrorKey } from './errors';

/** The header the shop server reads the solution from: base64 of the JSON `{challenge, solution}`. */
const SMS_PROOF_HEADER = 'X-Sms-Proof';

/** The header proving work for one message; a challenge that cannot be had or solved fails the call with `fallbackKey`. */
export async function smsProofHeader(
  exchange: (config: AxiosRequestConfig) => Promise<InsurerResponse>,
  fallbackKey: ErrorKey,
): Promise<Record<string, string>> {
  const { body: challenge } = await exchange({ method: 'GET', url: '/smsChallenge' });
  try {
    const [{ solveChallenge }, { deriveKey }] = await Promise.all([
      import('altcha-lib'),
      import('altcha-lib/algorithms/web/pbkdf2'),
    ]);
    const solution = await solveChallenge({
      challenge: challenge as Parameters<typeof solveChallenge>[0]['challenge'],
      deriveKey,
    });
    if (!solution) throw new ApiError(fallbackKey);
    // The challenge is hex and numbers: btoa's Latin-1 is enough.
    return { [SMS_PROOF_HEADER]: btoa(JSON.stringify({ challenge, solution })) };
  } catch (error) {
    throw isApiError(error) ? error : new ApiError(fallbackKey);
  }
}
