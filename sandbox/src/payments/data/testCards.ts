// The sandbox providers' test cards (any future expiry, any three-digit CVV).
export const TEST_CARDS = {
  success: '4111111111111111',
  declined: '4000000000000002',
} as const;
