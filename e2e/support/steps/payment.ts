// Reaching and using the payment step: a contract signed with its one-time code (made through the shop by the points
// step's helper), the journey that hands it to /payment, and the sandbox providers' card pages.
import { expect, type Page } from '@playwright/test';
import { axeViolations } from '../accessibility';
import { seedJourney } from '../journey';
import { createSignedContract, type SignedContract } from './points';

/** The sandbox providers' test cards (sandbox/src/payments/data/testCards.ts). */
export const TEST_CARDS = { success: '4111111111111111', declined: '4000000000000002' } as const;

/** Opens the payment page of a freshly signed contract in the given language. */
export async function reachPayment(page: Page, locale: 'uk' | 'en' = 'uk'): Promise<SignedContract> {
  const contract = await createSignedContract(page.request);
  await seedJourney(page, contract.journey);
  await page.goto(locale === 'en' ? '/en/payment' : '/payment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'en' ? 'Payment' : 'Оплата');
  return contract;
}

/** Pays on a sandbox provider's card page (EasyPay or Portmone). */
export async function payByCard(page: Page, card: string) {
  await expect(page.getByLabel('Card number')).toBeVisible();
  const next = new Date();
  const expiry = `${String(next.getUTCMonth() + 1).padStart(2, '0')}/${String((next.getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill(expiry);
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** What axe finds wrong in the payment step's part of the page (none is the goal). */
export const accessibilityViolations = (page: Page): Promise<string[]> =>
  axeViolations(page, { include: '[data-step="payment"]' });
