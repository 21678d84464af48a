// Test support only: the payment step rendered as the shell mounts it, at an address, with a prepared journey.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Api, Receipt } from '@greencard/api';
import type { Locale } from '@greencard/domain';
import { localizePath } from '@greencard/i18n';
import { initialJourneyState, type JourneyState } from '@greencard/store';
import { renderStep, type RenderStepOptions } from '@greencard/step/testing';
import { paySlice } from '../features/pay/paySlice';
import { en } from '../i18n/en';
import { uk } from '../i18n/uk';
import { PaymentStep } from '../PaymentStep';

// Every test starts with empty browser storage: the journey, the result record and the stored choice live there.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

export const SIGNED: JourneyState = {
  ...initialJourneyState,
  selection: { autoType: 'A', area: 'EUROPE', period: 'ONE_MONTH', customerCategory: 'NATURAL' },
  product: { tariff: 7, discountedPayment: 1783 },
  draft: { id: 41, number: 'D-41', date: '2026-07-01', customer: { phone: '+380671234567' } },
  payedContractId: 'GC-000041',
  signed: true,
};

/** 12:00 in Kyiv: long before the cut-off. */
export const MIDDAY = { now: new Date('2026-07-01T09:00:00Z'), timeZone: 'Europe/Kyiv' };
/** 23:56 in Kyiv: after the cut-off. */
export const LATE = { now: new Date('2026-07-01T20:56:00Z'), timeZone: 'Europe/Kyiv' };

export const RECEIPT: Receipt = {
  contractId: 41,
  number: 'GC-000041',
  state: 'EMITTED',
  premium: 1783,
  paidByPoints: 0,
  paidOnline: 1783,
  payedAt: '2026-07-01T09:05:00Z',
  policy: { number: 'UA/001/00000041', validFrom: '2026-07-03', validTo: '2026-08-02' },
  receiptUrl: 'https://insurer.example/sandbox/receipt/ORD-41',
};

interface Options extends Omit<RenderStepOptions, 'journey' | 'api'> {
  journey?: Partial<JourneyState> | null;
  api?: Partial<Api>;
}

/** Renders the step at `path` (without the language prefix; the locale adds it). */
export function renderPayment(path: string, { locale = 'en', journey = SIGNED, api = {}, ...rest }: Options = {}) {
  window.history.replaceState(null, '', localizePath(path, locale));
  const rendered = renderStep(<PaymentStep />, {
    locale,
    api: { getServerTime: () => Promise.resolve(MIDDAY), ...api },
    ...(journey ? { journey } : {}),
    slices: [paySlice],
    translations: { ns: 'payment', uk, en },
    ...rest,
  });
  // These tests use real timers; the shared helper's user advances fake ones and warns without them.
  return { ...rendered, user: userEvent.setup() };
}

/** The Pay button once the server time has opened it. */
export async function payButton(name: string | RegExp): Promise<HTMLElement> {
  const button = screen.getByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

export const currentAddress = () => window.location.pathname + window.location.search;

/** Lets pending promises settle (an answer the test does not wait for on screen). */
export const settle = () => act(() => Promise.resolve());

export type { Locale };
