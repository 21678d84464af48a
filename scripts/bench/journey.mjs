// A whole purchase, as a buyer makes it in one tab, and the JavaScript it transferred: the home page (opened from the
// loyalty programme's partner link, so the points step is on the way), the calculator's offer, the contract form,
// the one-time code, points, a card payment on the sandbox provider's page, and the concluded contract. Driven in
// English with the steps' own texts (written out here: the steps' i18n files are TypeScript), under the bench's
// profile, with the HTTP cache on, as a buyer's browser has it: what the page fetched ahead for the next step and
// what a later page finds in the cache is counted once, when it crossed the network. The provider's page is the
// sandbox's, not the shop's: its scripts are not counted.
import { createHmac } from 'node:crypto';
import { SANDBOX_LOYALTY_LINK_KEY } from '../services.mjs';
import { trackNetwork } from './network.mjs';
import { profiledPage } from './profile.mjs';

const TIMEOUT_MS = 120_000;
const CUSTOMER = 'LC-1001';
const POINTS = '100';
const CARD = { number: '4111111111111111', cvv: '123' };
const BUYER = {
  stateNumber: 'AA1234AA',
  surname: 'Koval',
  name: 'Taras',
  patronymic: 'Ivanovych',
  inn: '3652504575',
  birthday: '01.01.2000',
  documentSeries: 'FA',
  documentNumber: '123456',
  documentIssuedBy: '8012',
  documentDate: '14.05.2020',
  address: 'Khreshchatyk St 1, apt 5',
};
/** The steps' English texts the journey acts on (mf-<step>/src/i18n/en.ts, and @greencard/domain's options). */
const TEXTS = {
  calculator: {
    area: 'Coverage area',
    europe: 'Europe',
    period: 'Coverage period',
    month: '1 month',
    submit: 'Show prices',
    offers: 'Offers',
    buy: /^Buy /,
  },
  contract: {
    title: 'Contract details',
    stateNumber: 'State number',
    numberSearch: 'Find by number',
    bodyNumber: 'Body number (VIN)',
    model: 'Model',
    surname: 'Surname (in Latin)',
    name: 'Name (in Latin)',
    patronymic: 'Patronymic (in Latin)',
    inn: 'Tax number (RNOKPP)',
    birthday: 'Date of birth',
    documentSeries: 'Series',
    documentNumber: 'Number',
    documentIssuedBy: 'Issued by',
    documentDate: 'Date of issue',
    address: 'Address (in Latin)',
    city: 'City of registration',
    phone: 'Phone',
    email: 'Email',
    startDate: 'Start date',
    confirm: 'I confirm that the data are accurate',
    offerRead: 'I have read the offer',
    submit: 'Confirm and get the SMS code',
  },
  confirm: { code: 'OTP code', sign: 'Sign the contract' },
  points: {
    amount: 'Amount to withdraw, UAH',
    continue: 'Continue',
    secret: 'One-time password',
    withdraw: 'Confirm the withdrawal',
  },
  payment: {
    easypay: 'Bank card (EasyPay)',
    pay: /^Pay /,
    paid: 'The contract is paid',
    toDocuments: 'Continue to the documents',
    concluded: 'Contract is concluded',
  },
  provider: { card: 'Card number', expiry: 'Expiry (MM/YY)', cvv: 'CVV', pay: /^Pay / },
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsWith = (text) => new RegExp(`^${escape(text)}`);

/** The Kyiv date `days` ahead as the contract form takes it (dd.mm.yyyy). */
function kyivDate(days) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  const [year, month, day] = date.toISOString().slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}

/** The newest SMS of `kind` the sandbox sent that `match`es (its QA outbox), once it is there. */
async function sentCode(insurerApiUrl, query, kind) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${insurerApiUrl}/sandbox/outbox.json?${new URLSearchParams(query)}`);
    const body = await response.json();
    const message = (Array.isArray(body) ? body : body.data).find((m) => m.kind === kind);
    if (message) return message;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${kind} SMS for ${JSON.stringify(query)}`);
}

/**
 * The JavaScript `network` has had so far, bytes on the wire and files, but what `counted` leaves out. A file fetched
 * ahead (`<link rel="prefetch">`) is no `Script` request, so a response is JavaScript by its type or its MIME type.
 */
function javascriptOf(network, counted) {
  const javascript = network
    .finished()
    .filter(({ url, type, mimeType }) => url && (type === 'Script' || /javascript/.test(mimeType)) && counted(url));
  return {
    bytes: javascript.reduce((sum, { bytes }) => sum + bytes, 0),
    files: javascript.filter(({ bytes }) => bytes > 0).length,
  };
}

/** Chooses `option` in the select whose button starts with `label`. */
async function pick(page, label, option) {
  await page.getByRole('button', { name: startsWith(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function choose(page, label, typed, option) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * Waits until `step` has taken the server's HTML over (lifecycle.tsx marks the outlet): only then do its buttons work.
 * A quiet network alone does not say so on a throttled CPU.
 */
export const mounted = (page, step) =>
  page.locator(`#step-outlet[data-mounted-step="${step}"]`).waitFor({ state: 'attached' });

/** Fills the calculator with a choice the sandbox sells and asks for prices: the first offer's "buy" button. */
export async function firstOffer(page, texts) {
  await pick(page, texts.area, texts.europe);
  await pick(page, texts.period, texts.month);
  await page.getByRole('button', { name: texts.submit }).click();
  return page.getByRole('region', { name: texts.offers, exact: true }).getByRole('button', { name: texts.buy }).first();
}

async function fillContract(page, phone) {
  const t = TEXTS.contract;
  await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
  await page.getByLabel(t.stateNumber).fill(BUYER.stateNumber);
  await page.getByRole('button', { name: t.numberSearch }).click();
  await page.waitForFunction((label) => {
    const field = [...document.querySelectorAll('input')].find(
      (input) => input.labels?.[0]?.textContent?.trim() === label,
    );
    return field !== undefined && field.value !== '';
  }, t.bodyNumber);
  const model = await page.getByRole('combobox', { name: t.model }).inputValue();
  await choose(page, t.model, model.slice(0, 3), new RegExp(`^${escape(model)}$`));
  for (const field of [
    'surname',
    'patronymic',
    'inn',
    'birthday',
    'documentSeries',
    'documentIssuedBy',
    'documentDate',
    'address',
  ]) {
    await page.getByLabel(t[field]).fill(BUYER[field]);
  }
  await page.getByLabel(t.name, { exact: true }).fill(BUYER.name);
  await page.getByLabel(t.documentNumber, { exact: true }).fill(BUYER.documentNumber);
  await choose(page, t.city, 'Kyiv', /^Kyiv,/);
  await page.getByLabel(t.phone).fill(phone);
  await page.getByLabel(t.email).fill(`taras.${phone.slice(-7)}@example.com`);
  await page.getByLabel(t.startDate).fill(kyivDate(5));
  await page.getByLabel(startsWith(t.confirm)).check();
  await page.getByLabel(t.offerRead).check();
}

/**
 * One purchase on the shop at `shopUrl`, whose insurer is the sandbox at `insurerApiUrl`.
 * @returns {Promise<{ phases: [string, { bytes: number, files: number }][] }>} the JavaScript transferred by the end
 *   of each phase, counted from the start
 */
export async function purchase(browser, shopUrl, insurerApiUrl) {
  const { context, page, cdp } = await profiledPage(browser, { cache: true });
  page.setDefaultTimeout(TIMEOUT_MS);
  const sandboxPort = new URL(insurerApiUrl).port;
  const network = trackNetwork(cdp);
  const transferred = () => javascriptOf(network, (url) => new URL(url).port !== sandboxPort);
  const phases = [];
  const phase = async (name, quiet = 1000) => {
    // Work the page does once it is idle (fetching the next step ahead) belongs to this phase.
    await page.waitForTimeout(quiet);
    phases.push([name, transferred()]);
  };
  const phone = `+38067${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  try {
    const signature = createHmac('sha256', SANDBOX_LOYALTY_LINK_KEY).update(CUSTOMER, 'utf8').digest('base64url');
    await page.goto(`${shopUrl}/en?${new URLSearchParams({ loyalty_id: CUSTOMER, loyalty_sig: signature })}`, {
      waitUntil: 'load',
    });
    await mounted(page, 'calculator');
    await phase('home', 2000);

    await (await firstOffer(page, TEXTS.calculator)).click();
    await mounted(page, 'contract');
    await fillContract(page, phone);
    await phase('contract');

    await page.getByRole('button', { name: TEXTS.contract.submit }).click();
    await mounted(page, 'confirm');
    const code = await sentCode(insurerApiUrl, { phone }, 'contract');
    await page.getByLabel(TEXTS.confirm.code).fill(code.code);
    await phase('confirm');

    await page.getByRole('button', { name: TEXTS.confirm.sign }).click();
    await mounted(page, 'points');
    await page.getByLabel(TEXTS.points.amount).fill(POINTS);
    await page.getByRole('button', { name: TEXTS.points.continue, exact: true }).click();
    const secret = await sentCode(insurerApiUrl, { contract_id: String(code.contractId) }, 'loyalty');
    await page.getByLabel(TEXTS.points.secret).fill(secret.code);
    await phase('points');

    await page.getByRole('button', { name: TEXTS.points.withdraw }).click();
    await mounted(page, 'payment');
    await page.getByRole('radio', { name: startsWith(TEXTS.payment.easypay) }).check();
    await phase('payment');

    await page.getByRole('button', { name: TEXTS.payment.pay }).click();
    const p = TEXTS.provider;
    await page.getByLabel(p.card).fill(CARD.number);
    const next = new Date();
    await page
      .getByLabel(p.expiry)
      .fill(
        `${String(next.getUTCMonth() + 1).padStart(2, '0')}/${String((next.getUTCFullYear() + 2) % 100).padStart(2, '0')}`,
      );
    await page.getByLabel(p.cvv).fill(CARD.cvv);
    await page.getByRole('button', { name: p.pay }).click();
    await page.getByRole('heading', { level: 1, name: TEXTS.payment.paid }).waitFor();
    await page.getByRole('link', { name: TEXTS.payment.toDocuments }).click();
    await page.getByRole('heading', { level: 1, name: TEXTS.payment.concluded }).waitFor();
    await phase('paid and concluded');
    return { phases };
  } finally {
    await context.close();
  }
}
