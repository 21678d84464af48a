// A buyer's journey through the stack's edge, with the journey helpers of e2e/support: an offer, the contract form,
// the code the sandbox sent, and payment by card on the sandbox provider's page.
import { expect, type Page } from '@playwright/test';
import { en as paymentEn } from '../../mf-payment/src/i18n/en';
import { uk as paymentUk } from '../../mf-payment/src/i18n/uk';
import { chooseOffer } from '../support/steps/calculator';
import { expectPath, localPath, signWithCode, type Locale } from '../support/steps/confirm';
import { fillContract, submitContract, type Buyer } from '../support/steps/contract';
import { TEST_CARDS, payByCard } from '../support/steps/payment';

const PAYMENT = { uk: paymentUk, en: paymentEn } as const;

/** From the home page to /confirm with the code sent. */
export async function toConfirm(page: Page, locale: Locale): Promise<{ buyer: Buyer; contractId: number }> {
  await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
  await chooseOffer(page, { locale, autoType: 'A', area: 'EUROPE', period: 'ONE_MONTH' });
  const buyer = await fillContract(page, { locale });
  const message = await submitContract(page, { locale, buyer });
  return { buyer, contractId: message.contractId };
}

/** From /confirm: signs, pays by card with EasyPay and ends on the paid contract's page. */
export async function signAndPay(page: Page, locale: Locale, contractId: number): Promise<void> {
  const t = PAYMENT[locale].pay;
  await signWithCode(page, { locale, contractId });
  await expectPath(page, localPath('/payment', locale));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
  await page.getByLabel(t.methods.easypay).check();
  await page.getByRole('button', { name: new RegExp(`^${t.submit.split('{{amount}}')[0]}`) }).click();
  await payByCard(page, TEST_CARDS.success);
  await expectPath(page, localPath('/paySuccess', locale));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAYMENT[locale].outcome.paidTitle);
}
