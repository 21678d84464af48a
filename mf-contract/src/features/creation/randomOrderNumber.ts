import { ORDER_NUMBER_MAX, ORDER_NUMBER_MIN } from '@greencard/domain';

/** The shop's draft order number: a random whole number from ORDER_NUMBER_MIN to ORDER_NUMBER_MAX (rules §3). */
export function randomOrderNumber(random: () => number = Math.random): number {
  const span = ORDER_NUMBER_MAX - ORDER_NUMBER_MIN + 1;
  // min() guards a random source that returns 1 although it should stay below it.
  return Math.min(ORDER_NUMBER_MIN + Math.floor(random() * span), ORDER_NUMBER_MAX);
}
