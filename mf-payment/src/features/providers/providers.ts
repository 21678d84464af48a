// The payment step's providers: the one table of them (docs/step-release.md). The payment page's methods, their
// marks and texts, the return pages and the insurer calls (step.json) follow it; the shop server forwards
// POST /payment/<name> only while a released build of this step declares it. Adding a provider is this step's
// change alone: a row here, its texts, its return page in routes.json and its call in step.json (README.md).

export interface ProviderEntry {
  /** A card provider's page takes cards (its marks show the card brands); the bank lends in instalments. */
  kind: 'card' | 'bank';
  /**
   * The page of routes.json (a `providerReturn` one) the provider sends the buyer back to. Left out for the bank,
   * which has no return point of its own in the spec: it returns to the result page marked `?provider=<name>`.
   */
  returnPage?: string;
}

const PROVIDERS = {
  easypay: { kind: 'card', returnPage: 'easypayReturn' },
  portmone: { kind: 'card', returnPage: 'portmoneReturn' },
  instalments: { kind: 'bank' },
} as const satisfies Record<string, ProviderEntry>;

/** A provider's name as the insurer's path names it (POST /payment/<name>). */
export type PaymentProvider = keyof typeof PROVIDERS;

/** The providers in the order the payment page offers them. */
export const PAYMENT_PROVIDERS = Object.keys(PROVIDERS) as PaymentProvider[];

export function isPaymentProvider(value: unknown): value is PaymentProvider {
  return typeof value === 'string' && Object.hasOwn(PROVIDERS, value);
}

const entry = (provider: PaymentProvider): ProviderEntry => PROVIDERS[provider];

/** The return pages of the providers that have one, by page name. */
export type ReturnPageName = Extract<(typeof PROVIDERS)[PaymentProvider], { returnPage: string }>['returnPage'];

export const RETURN_PAGES = PAYMENT_PROVIDERS.flatMap((provider): ReturnPageName[] => {
  const provided = PROVIDERS[provider];
  return 'returnPage' in provided ? [provided.returnPage] : [];
});

/** The provider that sends the buyer back to this page of its own, if one does. */
export function providerReturningTo(page: string): PaymentProvider | undefined {
  return PAYMENT_PROVIDERS.find((provider) => entry(provider).returnPage === page);
}

/** The page a provider returns to; undefined for the bank, which returns to the result page with its marker. */
export const returnPageOf = (provider: PaymentProvider): ReturnPageName | undefined =>
  entry(provider).returnPage as ReturnPageName | undefined;

/** A provider whose page takes cards. */
export type CardProvider = {
  [P in PaymentProvider]: (typeof PROVIDERS)[P]['kind'] extends 'card' ? P : never;
}[PaymentProvider];

export const isCardProvider = (provider: PaymentProvider): provider is CardProvider => entry(provider).kind === 'card';
