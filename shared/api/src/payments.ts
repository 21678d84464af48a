/**
 * The payment providers, as the wire names them: the one list of them. The payment page's methods, the shop
 * server's allowed calls and the return points derive from it.
 */
export const PAYMENT_PROVIDERS = ['easypay', 'portmone', 'instalments'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export function isPaymentProvider(value: unknown): value is PaymentProvider {
  return typeof value === 'string' && (PAYMENT_PROVIDERS as readonly string[]).includes(value);
}
