/** The payment providers of spec 1 and DECISIONS 3, as the wire names them. */
export const PAYMENT_PROVIDERS = ['easypay', 'portmone', 'instalments'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
