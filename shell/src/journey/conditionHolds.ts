// Whether a step's `when` holds for this buyer (docs/step-release.md, "journey"). The shell decides it for the whole
// page: the steps and @greencard/i18n only ask the plan.
import type { JourneyCondition } from '@greencard/i18n';
import { readStoredIds } from '@greencard/store';
import { loyaltyCustomerProved } from '../loyalty/provedCustomer';

export function conditionHolds(condition: JourneyCondition): boolean {
  switch (condition) {
    case 'loyaltyCustomer':
      // A loyalty partner's link left the buyer's loyalty customer id (rules D9), and the shop still holds its proof:
      // a kept id whose session has ended would reach no balance (rules D32).
      return readStoredIds().loyaltyCustomerId !== undefined && loyaltyCustomerProved();
  }
}
