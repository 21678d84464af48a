export type SortOrder = 'asc' | 'desc';

/** Offers by price, cheapest first ('asc') or dearest first ('desc'); equal prices keep their order. */
export function sortProducts<P extends { discountedPayment: number }>(products: readonly P[], order: SortOrder): P[] {
  const direction = order === 'asc' ? 1 : -1;
  // Array.prototype.sort is stable (ES2019), so ties keep the insurer's order.
  return [...products].sort((a, b) => direction * (a.discountedPayment - b.discountedPayment));
}
