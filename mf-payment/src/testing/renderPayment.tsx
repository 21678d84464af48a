// Test support only: the payment step rendered as the shell mounts it, at an address, with a prepared journey and
// its calls mocked at the module border.
import { screen, waitFor, within } from '@testing-library/react';
import type { JourneyState } from '@greencard/store';
import {
  answerCalls,
  renderStep,
  SIGNED_JOURNEY,
  type CallFakes,
  type RenderStepOptions,
} from '@greencard/step/testing';
import * as paymentCall from '../features/pay/paymentCall';
import * as confirmationCall from '../features/providerReturn/confirmationCall';
import * as documentCall from '../features/success/documentCall';
import * as receiptCall from '../features/success/receiptCall';
import type { Receipt } from '../features/success/receiptCall';
import { paySlice } from '../features/pay/paySlice';
import { en } from '../i18n/en';
import { uk } from '../i18n/uk';
import { PaymentStep } from '../PaymentStep';

jest.mock('../features/pay/paymentCall');
jest.mock('../features/providerReturn/confirmationCall');
jest.mock('../features/success/documentCall');
jest.mock('../features/success/receiptCall');

const CALLS = { ...paymentCall, ...confirmationCall, ...documentCall, ...receiptCall };

/** The step's calls as a test answers them, and the insurer's clock (GET /serverTime). */
type PaymentApi = CallFakes<typeof CALLS> & { getServerTime?: () => Promise<{ now: Date; timeZone: string }> };

// Every test starts with empty browser storage: the journey, the result record and the stored choice live there.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** 12:00 in Kyiv: long before the cut-off. */
const MIDDAY = { now: new Date('2026-07-01T09:00:00Z'), timeZone: 'Europe/Kyiv' };
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

interface Options extends Omit<RenderStepOptions, 'journey'> {
  journey?: Partial<JourneyState> | null;
  api?: PaymentApi;
}

/** Renders the step at `path` (without the language prefix; the locale adds it). */
export function renderPayment(
  path: string,
  { locale = 'en', journey = SIGNED_JOURNEY, api = {}, ...rest }: Options = {},
) {
  const { getServerTime = () => Promise.resolve(MIDDAY), ...calls } = api;
  answerCalls(CALLS, calls);
  return renderStep(<PaymentStep />, {
    path,
    // A payment page is reached by a full load: from a provider's page, a reload or the contract step's redirect.
    arrival: 'load',
    locale,
    serverTime: getServerTime,
    ...(journey ? { journey } : {}),
    slices: [paySlice],
    translations: { ns: 'payment', uk, en },
    ...rest,
  });
}

/** The Pay button once the server time has opened it. */
/** A name as the buyer reads it: amounts keep their spaces from breaking (no-break spaces), which read as spaces. */
export const readAs = (name: string) => (accessibleName: string) => accessibleName.replace(/\s+/g, ' ') === name;

/** A figure of a list (the contract's summary, the receipt) as the buyer reads it: the one value after its term. */
export function figure(list: HTMLElement, term: string): HTMLElement | undefined {
  const terms = within(list).getAllByRole('term');
  const values = within(list).getAllByRole('definition');
  expect(values).toHaveLength(terms.length);
  return values[terms.findIndex((each) => each.textContent === term)];
}

export async function payButton(name: string | RegExp): Promise<HTMLElement> {
  const button = screen.getByRole('button', { name: typeof name === 'string' ? readAs(name) : name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}
