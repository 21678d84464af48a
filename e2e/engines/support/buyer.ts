// What a buyer does in the shop, written once for every engine's page (enginePage.ts). Contracts a journey starts
// from are made through the shop's /api from inside the page, so they belong to that browser's signed session, as
// the contract step would make them; texts come from the steps' own sources.
import type { Challenge } from 'altcha-lib';
import { formatPrice } from '@greencard/domain';
import { en as contractEn } from '../../../mf-contract/src/i18n/en';
import { uk as contractUk } from '../../../mf-contract/src/i18n/uk';
import { en as confirmEn } from '../../../mf-confirm/src/i18n/en';
import { uk as confirmUk } from '../../../mf-confirm/src/i18n/uk';
import { en as paymentEn } from '../../../mf-payment/src/i18n/en';
import { uk as paymentUk } from '../../../mf-payment/src/i18n/uk';
import { en as pointsEn } from '../../../mf-points/src/i18n/en';
import { uk as pointsUk } from '../../../mf-points/src/i18n/uk';
import { insurer, readOutbox, type SeedJourney } from '../../support/journey';
import { loyaltyLink } from '../../support/loyaltyLink';
import { smsProofHeader } from '../../support/smsProof';
import { snakeDraft, localPath, type Locale } from '../../support/steps/confirm';
import { newBuyer, startDate } from '../../support/steps/contract';
import { TEST_CARDS } from '../../support/steps/payment';
import { remoteUrls } from '../../support/shop';
import { waitForHeading, waitForPath, waitForStep, waitForText, waitUntil, type EnginePage } from './enginePage';
import type { RecordingProxy } from './recordingProxy';

export { localPath, type Locale };

export const TEXTS = {
  uk: { contract: contractUk, confirm: confirmUk, payment: paymentUk, points: pointsUk },
  en: { contract: contractEn, confirm: confirmEn, payment: paymentEn, points: pointsEn },
} as const;

const shop = (path: string) => `${process.env.SHOP_URL}${path}`;

/** Opens a page of the shop and waits until its step has taken it over. */
export async function open(page: EnginePage, path: string, step?: string): Promise<void> {
  await page.goto(shop(path));
  await waitForStep(page, step);
}

/**
 * Opens a page of the shop with its step's scripts held by the proxy, and returns once the page shows the step's
 * first view (the server's HTML) that nothing has taken over yet: what a buyer on a slow phone sees for seconds. The
 * scripts load on `proxy.release()`. The page must be `eager` (engineTest's `pageLoad`): the held scripts hold its
 * load up.
 */
export async function openFirstView(
  page: EnginePage,
  proxy: RecordingProxy,
  path: string,
  step: string,
): Promise<void> {
  // A shop just started sends its first pages without the step's first view while it reads it (docs/server-rendering.md).
  await waitUntil(`the shop to serve ${path} with the ${step} step's first view`, async () =>
    (await (await fetch(shop(path))).text()).includes(`data-step="${step}"`),
  );
  const build = remoteUrls()[step];
  if (!build) throw new Error(`the run serves no ${step} step`);
  proxy.holdScripts(build);
  await page.goto(shop(path));
  await waitUntil(`the ${step} step's first view, not taken over`, () =>
    page.evaluate<boolean>(
      "var outlet = document.getElementById('step-outlet'); return !!outlet && !!outlet.querySelector('[data-step=\"' + arguments[0] + '\"]') && outlet.dataset.mountedStep === undefined;",
      step,
    ),
  );
}

/** Makes this browser the loyalty customer, as the programme's signed partner link does; the page must be on the shop. */
export async function arriveAsLoyaltyCustomer(page: EnginePage, customerId: string): Promise<void> {
  const status = await page.evaluate<number>(
    "return (await fetch(arguments[0], { credentials: 'same-origin' })).status;",
    loyaltyLink(customerId),
  );
  if (status !== 200) throw new Error(`the partner link answered ${status}`);
}

const SELECTION = { autoType: 'A', area: 'EUROPE', period: 'ONE_MONTH', customerCategory: 'NATURAL' } as const;

/** Stores what the shop keeps across reloads (as e2e/support/journey.ts seedJourney), on the shop's origin. */
export async function seed(page: EnginePage, journey: SeedJourney, loyaltyCustomerId?: string): Promise<void> {
  const initial = {
    schemaVersion: 3,
    selection: null,
    product: null,
    draft: null,
    codeSentAt: null,
    signed: false,
    points: null,
    paid: false,
  };
  const snapshot = JSON.stringify({ version: '1.0.274', value: { ...initial, ...journey } });
  await page.goto(shop('/healthz'));
  await page.evaluate(
    "localStorage.setItem('state_snapshot_journey', arguments[0]); if (arguments[1]) localStorage.setItem('LOYALTY_CUSTOMER_ID', arguments[1]);",
    snapshot,
    loyaltyCustomerId ?? '',
  );
}

/** Calls the insurer through the shop's /api from the page, with its cookies (the page must be on the shop). */
async function throughPage<T>(
  page: EnginePage,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const answer = await page.evaluate<{ status: number; text: string }>(
    `var init = { method: arguments[0], credentials: 'same-origin', headers: arguments[3] };
     if (arguments[2] !== null) { init.body = JSON.stringify(arguments[2]); init.headers['Content-Type'] = 'application/json'; }
     var response = await fetch('/api' + arguments[1], init);
     return { status: response.status, text: await response.text() };`,
    method,
    path,
    body ?? null,
    headers,
  );
  if (answer.status >= 300) throw new Error(`${method} /api${path} answered ${answer.status}: ${answer.text}`);
  return (answer.text ? (JSON.parse(answer.text) as { data: T }).data : undefined) as T;
}

export interface SignedContract {
  id: number;
  number: string;
  premium: number;
  journey: SeedJourney;
}

/** A newest message the sandbox sent, of a kind, for a contract (waits for it). */
async function sentCode(contractId: number, kind: 'contract' | 'loyalty'): Promise<string> {
  return waitUntil(
    `the sandbox's ${kind} SMS`,
    async () => (await readOutbox({ contractId })).find((m) => m.kind === kind)?.code,
  );
}

/** A contract signed with its one-time code in this browser's session, and the journey the confirm step leaves. */
export async function signedContract(page: EnginePage): Promise<SignedContract> {
  const query = new URLSearchParams({
    area: SELECTION.area,
    type: SELECTION.autoType,
    period: SELECTION.period,
    customerCategory: 'NATURAL',
  });
  const [product] = await insurer<Array<{ tariff: number; discountedPayment: number }>>(
    'GET',
    `/green/search?${query}`,
  );
  if (!product) throw new Error('the sandbox offered no product');
  const { phone } = newBuyer();
  await page.goto(shop('/healthz'));
  const draft = await throughPage<{ id: number; number: string; date: string }>(
    page,
    'POST',
    '/green/save/draft',
    snakeDraft(product, phone, 1_000_000_000 + Math.floor(Math.random() * 8_999_999_999)),
  );
  const { number } = await throughPage<{ number: string }>(page, 'PUT', '/green/change/status', {
    contract_id: draft.id,
    state: 'REQUEST',
  });
  // The code is asked for with a solved challenge of the shop, as the page's own call does.
  const challenge = await page.evaluate<Challenge>(
    `return (await fetch('/api/smsChallenge', { credentials: 'same-origin' })).json();`,
  );
  const proof = await smsProofHeader(challenge);
  const { sentAt } = await throughPage<{ sentAt: string }>(
    page,
    'GET',
    `/sendCode?contract_id=${draft.id}`,
    undefined,
    proof,
  );
  const checked = await throughPage<unknown>(page, 'POST', '/checkCode', {
    code: await sentCode(draft.id, 'contract'),
    contract_id: draft.id,
  });
  if (checked !== 'OK') throw new Error(`the code was not accepted: ${JSON.stringify(checked)}`);
  return {
    id: draft.id,
    number,
    premium: product.discountedPayment,
    journey: {
      selection: SELECTION,
      product,
      draft: { ...draft, number, customer: { phone } },
      codeSentAt: sentAt,
      signed: true,
    },
  };
}

/** Opens the payment page of a contract signed in this browser. */
export async function reachPayment(page: EnginePage, locale: Locale): Promise<SignedContract> {
  const contract = await signedContract(page);
  await seed(page, contract.journey);
  await open(page, localPath('/payment', locale), 'payment');
  await waitForHeading(page, TEXTS[locale].payment.pay.heading);
  return contract;
}

/** Pays on a sandbox provider's card page (EasyPay or Portmone). */
async function payByCard(page: EnginePage, card: string): Promise<void> {
  const next = new Date();
  const expiry = `${String(next.getUTCMonth() + 1).padStart(2, '0')}/${String((next.getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
  await page.fill({ kind: 'field', name: 'Card number' }, card);
  await page.fill({ kind: 'field', name: 'Expiry (MM/YY)' }, expiry);
  await page.fill({ kind: 'field', name: 'CVV' }, '123');
  await page.click({ kind: 'button', name: 'Pay ', exact: false });
}

/** On /payment: chooses a provider and pays with the amount on the button, ending on the concluded contract's page. */
export async function payAndConclude(
  page: EnginePage,
  locale: Locale,
  contract: SignedContract,
  provider: 'easypay' | 'portmone',
  amount = contract.premium,
) {
  const t = TEXTS[locale].payment;
  await page.click({ kind: 'choice', name: t.pay.methods[provider] });
  await page.click({ kind: 'button', name: t.pay.submit.replace('{{amount}}', formatPrice(amount)) });
  await waitForPath(page, new RegExp(`/sandbox/${provider}/pay/`));
  await payByCard(page, TEST_CARDS.success);
  await waitForPath(page, localPath('/paySuccess', locale));
  await waitForStep(page, 'payment');
  await waitForHeading(page, t.outcome.paidTitle);
  await page.click({ kind: 'button', name: t.result.toDocuments });
  await waitForPath(page, localPath('/success', locale));
  await waitForHeading(page, t.success.heading);
  await waitForText(page, contract.number);
}

/** Types into a search field and picks the first option that starts with `option`. */
async function choose(page: EnginePage, label: string, typed: string, option: string) {
  await page.fill({ kind: 'field', name: label }, typed);
  await page.click({ kind: 'button', name: option, exact: false });
}

/** Fills the contract form as a buyer does (number search, model and city searches) and submits it; ends on /confirm. */
export async function fillAndSubmitContract(page: EnginePage, locale: Locale): Promise<{ phone: string }> {
  const t = TEXTS[locale].contract;
  const f = t.fields;
  const buyer = newBuyer();
  await page.fill({ kind: 'field', name: f.stateNumber }, buyer.stateNumber);
  await page.click({ kind: 'button', name: t.numberSearch.button });
  const model = await waitUntil('the registry to fill the model', () =>
    page
      .evaluate<string>(
        `var wanted = arguments[0];
       var field = Array.prototype.find.call(document.querySelectorAll('input'), function (el) {
         return el.labels && el.labels[0] && el.labels[0].textContent.replace(/\\s+/g, ' ').trim() === wanted;
       });
       return field && !field.disabled ? field.value : '';`,
        f.model,
      )
      .then((value) => value || undefined),
  );
  await choose(page, f.model, model.slice(0, 3), model);
  await page.fill({ kind: 'field', name: f.surname }, buyer.surname);
  await page.fill({ kind: 'field', name: f.name }, buyer.name);
  await page.fill({ kind: 'field', name: f.patronymic }, buyer.patronymic);
  await page.fill({ kind: 'field', name: f.inn }, buyer.inn);
  await page.fill({ kind: 'field', name: f.birthday }, buyer.birthday);
  await page.fill({ kind: 'field', name: f.documentSeries }, 'FA');
  await page.fill({ kind: 'field', name: f.documentNumber }, '123456');
  await page.fill({ kind: 'field', name: f.documentIssuedBy }, '8012');
  await page.fill({ kind: 'field', name: f.documentDate }, '14.05.2020');
  await page.fill({ kind: 'field', name: f.address }, buyer.address);
  await choose(page, f.city, 'Kyiv', 'Kyiv,');
  await page.fill({ kind: 'field', name: f.phone }, buyer.phone);
  await page.fill({ kind: 'field', name: f.email }, buyer.email);
  await page.fill({ kind: 'field', name: f.startDate }, startDate());
  await page.click({ kind: 'choice', name: f.confirm });
  await page.click({ kind: 'choice', name: f.offerRead });
  await page.click({ kind: 'button', name: t.submit });
  await waitForPath(page, localPath('/confirm', locale));
  return { phone: buyer.phone };
}

/** On /confirm: types the code the sandbox sent to `phone` and signs. */
export async function signWithSentCode(page: EnginePage, locale: Locale, phone: string): Promise<number> {
  const t = TEXTS[locale].confirm;
  const message = await waitUntil('the contract SMS', async () =>
    (await readOutbox({ phone })).find((m) => m.kind === 'contract'),
  );
  await page.fill({ kind: 'field', name: t.codeLabel }, message.code);
  await page.click({ kind: 'button', name: t.sign });
  return message.contractId;
}

/** On /points with a secret sent: the loyalty secret the sandbox sent for the contract. */
export const sentSecret = (contractId: number) => sentCode(contractId, 'loyalty');
