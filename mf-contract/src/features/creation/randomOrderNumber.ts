/** rules §3 and §9: the shop's draft order number is a random whole number in this range. */
export const ORDER_NUMBER_MIN = 1_000_000_000;
/** rules §3 and §9. */
export const ORDER_NUMBER_MAX = 9_999_999_999;

/** The shop's draft order number: a random whole number from ORDER_NUMBER_MIN to ORDER_NUMBER_MAX (rules §3). */
export function randomOrderNumber(random: () => number = Math.random): number {
  const span = ORDER_NUMBER_MAX - ORDER_NUMBER_MIN + 1;
  // min() guards a random source that returns 1 although it should stay below it.
  return Math.min(ORDER_NUMBER_MIN + Math.floor(random() * span), ORDER_NUMBER_MAX);
}
