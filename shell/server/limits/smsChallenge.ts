// Asking for a text message costs the asker (docs/shop-server.md, section 3): before a call that sends one, the page
// solves a proof-of-work challenge this server issued (ALTCHA, altcha-lib: PBKDF2-SHA-256 from a random counter below
// a bound, so the work has a ceiling a buyer never waits past). The server signs each challenge, keeps no state for
// it until it is used, checks a solution with one HMAC, and takes each solution once.
import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ShellServerConfig } from '../config';
import { jsonObjectOf } from '../jsonBody';
import type { Counters } from '../store/counters';

/** The header the solution comes in: base64url of the JSON `{challenge, solution}`. */
export const SMS_PROOF_HEADER = 'x-sms-proof';

/** PBKDF2 runs natively in browsers (WebCrypto) as on the server: a script gets no shortcut over a page. */
const ALGORITHM = 'PBKDF2/SHA-256';

/** Long enough to solve and send on a slow phone; past it the page asks for another. */
const LIFETIME_SECONDS = 5 * 60;

/** The largest header a solution makes (its challenge is about 400 characters). */
const MAX_PROOF_LENGTH = 2048;

/** PBKDF2 iterations of one try, and the bound the counter is drawn below: a solve takes `maxCounter / 2` tries. */
type SmsChallengeSize = ShellServerConfig['smsChallenge'];

const keyed = (secret: string, purpose: string) => createHmac('sha256', secret).update(purpose).digest('base64url');

function proofOf(header: unknown): { challenge: Challenge; solution: Solution } | undefined {
  if (typeof header !== 'string' || header.length > MAX_PROOF_LENGTH) return undefined;
  const { challenge, solution } = jsonObjectOf(Buffer.from(header, 'base64url')) ?? {};
  const parameters = (challenge as Challenge | undefined)?.parameters;
  if (!parameters || typeof parameters !== 'object' || parameters.algorithm !== ALGORITHM) return undefined;
  if (!solution || typeof solution !== 'object') return undefined;
  return { challenge: challenge as Challenge, solution: solution as Solution };
}

export function smsChallenges(secret: string, size: SmsChallengeSize, counters: Counters) {
  const hmacSignatureSecret = keyed(secret, 'sms-challenge');
  const hmacKeySignatureSecret = keyed(secret, 'sms-challenge-key');
  return {
    issue: (): Promise<Challenge> =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: size.cost,
        counter: randomInt(size.maxCounter),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        expiresAt: Math.floor(Date.now() / 1000) + LIFETIME_SECONDS,
      }),
    /** Whether the header holds a solution to a challenge of this server, unexpired and not used before. */
    async accepts(header: unknown): Promise<boolean> {
      const proof = proofOf(header);
      if (!proof) return false;
      let verified: boolean;
      try {
        ({ verified } = await verifySolution({ ...proof, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret }));
      } catch {
        return false;
      }
      if (!verified) return false;
      // Once: a solution sent again (by a script that solved one challenge) is refused until its challenge expires.
      const { count } = await counters.add(`sms-proof:${proof.challenge.signature}`, LIFETIME_SECONDS * 1000);
      return count === 1;
    },
  };
}
