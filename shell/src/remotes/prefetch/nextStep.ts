import type { StepName } from '../../routing/routes';

/**
 * The step a buyer goes to from `step`, in the journey's order: calculator, contract, confirm, then points for a
 * loyalty customer (the confirm step's own rule: a stored loyalty customer id) or else payment; none after payment.
 */
export function nextStep(step: StepName, { loyaltyCustomer }: { loyaltyCustomer: boolean }): StepName | null {
  switch (step) {
    case 'calculator':
      return 'contract';
    case 'contract':
      return 'confirm';
    case 'confirm':
      return loyaltyCustomer ? 'points' : 'payment';
    case 'points':
      return 'payment';
    case 'payment':
      return null;
  }
}
