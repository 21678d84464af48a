// Renders the points step as the shell mounts it at /points, with its calls mocked at the module border.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { STORAGE_KEYS, type Locale } from '@greencard/domain';
import type { JourneyState } from '@greencard/store';
import { answerCalls, renderStep, SIGNED_JOURNEY, type CallFakes } from '@greencard/step/testing';
import * as balanceCall from '../features/balance/balanceCall';
import * as orderCall from '../features/redeem/orderCall';
import type { LoyaltyOrder, LoyaltyRelease } from '../features/redeem/orderCall';
import { en } from '../i18n/en';
import { uk } from '../i18n/uk';
import { PointsStep } from '../PointsStep';

export const CUSTOMER_ID = 'LC-1001';
export const CONTRACT_ID = SIGNED_JOURNEY.draft.id;
/** 30% of it is 534.90. */
export const PREMIUM = SIGNED_JOURNEY.product.discountedPayment;

jest.mock('../features/balance/balanceCall');
jest.mock('../features/redeem/orderCall');

const CALLS = { ...balanceCall, ...orderCall };

/** The step's calls as a test answers them, and the insurer's clock (GET /serverTime). */
type PointsApi = CallFakes<typeof CALLS> & { getServerTime?: () => Promise<{ now: Date; timeZone: string }> };

export interface RenderPointsOptions {
  api?: PointsApi;
  locale?: Locale;
  journey?: Partial<JourneyState>;
  /** The loyalty customer id in storage; null for none. */
  loyaltyCustomerId?: string | null;
}

export function renderPoints(options: RenderPointsOptions = {}) {
  const locale = options.locale ?? 'en';
  const loyaltyCustomerId = options.loyaltyCustomerId === undefined ? CUSTOMER_ID : options.loyaltyCustomerId;
  if (loyaltyCustomerId !== null) window.localStorage.setItem(STORAGE_KEYS.loyaltyCustomerId, loyaltyCustomerId);
  const { getServerTime, ...calls } = options.api ?? {};
  answerCalls(CALLS, calls);
  return renderStep(<PointsStep />, {
    path: '/points',
    serverTime: getServerTime,
    locale,
    journey: options.journey ?? SIGNED_JOURNEY,
    translations: { ns: 'points', uk, en },
  });
}

type PointsCall = 'loyaltyBalance' | 'loyaltySendSecret' | 'loyaltyCheckSecret' | 'loyaltyRelease' | 'getServerTime';

/** GET /serverTime answering the insurer's time when it answers, `skewMs` away from the buyer's clock (jest's). */
export const insurerClock = (skewMs = 0) =>
  jest.fn(() => Promise.resolve().then(() => ({ now: new Date(Date.now() + skewMs), timeZone: 'Europe/Kyiv' })));

/**
 * The calls of the points step answering as the sandbox does: a balance of 5000, a secret sent, a secret
 * accepted, a reservation released (the full premium due), and the insurer's clock agreeing with the buyer's.
 */
export function pointsApi(overrides: Partial<Record<PointsCall, jest.Mock>> = {}) {
  return {
    getServerTime: insurerClock(),
    loyaltyBalance: jest.fn(async (_customerId: string, _contractId: number) => ({ balance: 5000, redeemable: 534.9 })),
    loyaltySendSecret: jest.fn(async (_order: LoyaltyOrder) => ({
      sentAt: new Date().toISOString(),
      resendAfterSeconds: 60,
    })),
    loyaltyCheckSecret: jest.fn(async (order: LoyaltyOrder, _secret: string) => ({
      reserved: order.paidByPoints,
      amountToPay: PREMIUM - order.paidByPoints,
    })),
    loyaltyRelease: jest.fn(async (_release: LoyaltyRelease) => ({ reserved: 0, amountToPay: PREMIUM })),
    ...overrides,
  };
}

export const AMOUNT_LABEL = { en: 'Amount to withdraw, UAH', uk: 'Сума до списання, UAH' } as const;

/** Renders the step and waits for the amount entry (the balance has arrived). */
export async function openPoints(api = pointsApi(), options: Omit<RenderPointsOptions, 'api'> = {}) {
  const rendered = renderPoints({ api, ...options });

  await screen.findByLabelText(AMOUNT_LABEL[options.locale ?? 'en']);
  return { ...rendered, api };
}

/** Replaces the text of a field the way a buyer pastes it (one input event: quick in tests). */
export async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text !== '') await user.paste(text);
}

/** Enters an amount and continues. */
export async function withdraw(user: UserEvent, amount: string, locale: Locale = 'en') {
  await enter(user, screen.getByLabelText(AMOUNT_LABEL[locale]), amount);
  await user.click(screen.getByRole('button', { name: locale === 'uk' ? 'Продовжити' : 'Continue' }));
}
