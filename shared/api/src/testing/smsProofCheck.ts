// Test support only: the shop server's check of a message's proof of work (docs/shop-server.md, section 3), run on
// the request a call sent, so a test sees that a call which texts the buyer sends a solution the server accepts.
import { verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { InternalAxiosRequestConfig } from 'axios';
import { SMS_CHALLENGE } from './routeAdapter';

/** Whether the request carries a solution of the route table's challenge that the server's check accepts. */
export async function carriesAcceptedSmsProof(config: InternalAxiosRequestConfig): Promise<boolean> {
  const header = config.headers.get('X-Sms-Proof');
  if (typeof header !== 'string') return false;
  const sent = JSON.parse(atob(header)) as { challenge: Challenge; solution: Solution };
  if (JSON.stringify(sent.challenge) !== JSON.stringify(SMS_CHALLENGE)) return false;
  // The key the test challenge was signed with (routeAdapter.ts).
  const checked = await verifySolution({ ...sent, deriveKey, hmacSignatureSecret: 'fixture-secret-of-the-tests' });
  return checked.verified;
}
