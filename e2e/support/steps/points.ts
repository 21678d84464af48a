// Reaching and using the points step: a contract signed with its one-time code, made through the shop's /api in the
// browser's session (as the contract and confirm steps would), the journey that hands it to /points with a loyalty
// customer id, and the loyalty secret the sandbox "sent" by SMS.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { en } from '../../../mf-points/src/i18n/en';
import { uk } from '../../../mf-points/src/i18n/uk';
import { en as commonEn } from '../../../shared/i18n/src/resources/en';
import { uk as commonUk } from '../../../shared/i18n/src/resources/uk';
import { arriveAsLoyaltyCustomer, insurer, readOutbox, seedJourney, throughShop, type SeedJourney } from '../journey';
import { createRequestedDraft, latestCode, localPath, type Locale } from './confirm';

/** The points step's own texts and the shared ones it shows, per language. */
export const POINTS_TEXTS = { uk: { ...uk, common: commonUk }, en: { ...en, common: commonEn } } as const;

/** Loyalty customers the sandbox seeds (sandbox/src/loyalty/data/customers.ts). */
export const LOYALTY_CUSTOMERS = {
  /** 5 000 points. */
  rich: 'LC-1001',
  /** 1 250.50 points. */
  modest: 'LC-1002',
  /** 0 points. */
  empty: 'LC-1004',
} as const;

export interface SignedContract {
  id: number;
  /** The contract number (the journey's draft.number). */
  number: string;
  premium: number;
  /** The journey as the confirm step leaves it: signed. */
  journey: SeedJourney;
}

/**
 * A contract in state SIGNED, made as the shop makes it: POST /green/save/draft, PUT /green/change/status,
 * GET /sendCode, the code read from the sandbox outbox, POST /checkCode.
 */
export async function createSignedContract(request: APIRequestContext): Promise<SignedContract> {
  const draft = await createRequestedDraft(request);
  const code = await latestCode(draft.contractId);
  const checked = await throughShop<unknown>(request, 'POST', '/checkCode', { code, contract_id: draft.contractId });
  if (checked !== 'OK') throw new Error(`the code was not accepted: ${JSON.stringify(checked)}`);
  const { product, draft: contract } = draft.journey;
  if (!product || !contract) throw new Error('the draft has no product or contract number');
  return {
    id: draft.contractId,
    number: contract.number,
    premium: product.discountedPayment,
    journey: { ...draft.journey, signed: true },
  };
}

/** What the loyalty programme offers a customer on a contract (POST /loyalty/balance). */
export function loyaltyBalance(customerId: string, contractId: number) {
  return insurer<{ balance: number; redeemable: number }>('POST', '/loyalty/balance', {
    customer_id: customerId,
    contract_id: contractId,
  });
}

/** Opens /points (or /en/points) for a signed contract with a loyalty customer id stored, as the confirm step leaves it. */
export async function reachPoints(page: Page, locale: Locale, contract: SignedContract, loyaltyCustomerId: string) {
  await arriveAsLoyaltyCustomer(page.request, loyaltyCustomerId);
  await seedJourney(page, contract.journey, { loyaltyCustomerId });
  await page.goto(localPath('/points', locale));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(POINTS_TEXTS[locale].title);
}

/** The newest loyalty secret the sandbox sent for a contract (waits for it to arrive). */
export async function latestSecret(contractId: number): Promise<string> {
  let secret = '';
  await expect(async () => {
    const message = (await readOutbox({ contractId })).find((m) => m.kind === 'loyalty');
    expect(message?.code).toMatch(/^\d{6}$/);
    secret = message?.code ?? '';
  }).toPass();
  return secret;
}

/** On /points: enters the amount to withdraw and continues. */
export async function enterPoints(page: Page, locale: Locale, amount: string) {
  const t = POINTS_TEXTS[locale];
  await page.getByLabel(t.amount.label).fill(amount);
  await page.getByRole('button', { name: t.amount.submit }).click();
}

/** On /points, once the secret was sent: enters it and confirms the withdrawal. */
export async function enterSecret(page: Page, locale: Locale, secret: string) {
  const t = POINTS_TEXTS[locale];
  await page.getByLabel(t.secret.label).fill(secret);
  await page.getByRole('button', { name: t.secret.submit }).click();
}

/** One figure of the points summary (balance, redeemable, toWithdraw, additionalPayment, premium), by its label. */
export function pointsFigure(page: Page, locale: Locale, figure: Exclude<keyof (typeof uk)['summary'], 'label'>) {
  const t = POINTS_TEXTS[locale].summary;
  return page
    .getByRole('region', { name: t.label })
    .locator('div')
    .filter({ has: page.getByRole('term').getByText(t[figure], { exact: true }) })
    .getByRole('definition');
}
