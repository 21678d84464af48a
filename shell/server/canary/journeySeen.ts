// Whether the shop itself saw a buyer's journey get to a step (docs/step-release.md, "Who a canary counts"). The page's
// journey gate checks a step's `when` and `needs` in the browser, where a script claims what it likes; the shop checks
// what it keeps in the buyer's signed session: the loyalty customer a signed partner link made it, and the contracts
// the insurer made for it. A buyer the gate let through holds them; a page load alone does not.
import type { JourneyCondition, JourneyNeed } from '@greencard/step-contract';
import type { BuyerSession } from '../session/buyerSession';

const holdsContract = (session: BuyerSession) => session.contracts.length > 0;

/** What of each `when` the shop sees. */
const CONDITIONS: Record<JourneyCondition, (session: BuyerSession) => boolean> = {
  loyaltyCustomer: (session) => session.loyaltyCustomerId !== undefined,
};

/** What of each need the shop sees: a draft the insurer made in this session stands for every need past the offer. */
const NEEDS: Record<JourneyNeed, (session: BuyerSession) => boolean> = {
  // Chosen in the page: the shop keeps no sign of it.
  product: () => true,
  draft: holdsContract,
  contractNumber: holdsContract,
  // The code is typed in the page and checked by the insurer; the session keeps the contract it signs.
  signed: holdsContract,
};

export function journeySeen(
  session: BuyerSession,
  journey: { when?: JourneyCondition; needs: readonly JourneyNeed[] },
): boolean {
  if (journey.when !== undefined && !CONDITIONS[journey.when](session)) return false;
  return journey.needs.every((need) => NEEDS[need](session));
}
