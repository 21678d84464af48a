// Attacks on the shop server, the trust boundary that holds the partner token (docs/shop-server.md): as a stranger
// without the buyer's cookie, as a buyer tampering with their own contract, and the money sequences against the
// insurer. Each test fails without the rule that stops it.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { roundMoney } from '@greencard/domain';
import { integrityOf } from '@greencard/release/registryEntry';
import { startDeployment, type Deployment } from '../support/deployment';
import { arriveAsLoyaltyCustomer, insurer, readOutbox, throughShop } from '../support/journey';
import { inAnHour, loyaltyLink, loyaltyLinkSignature } from '../support/loyaltyLink';
import { freePort } from '../support/ports';
import { defaultRegistry, remoteUrls, ROOT, shopUrl, startNode, startShell } from '../support/shop';
import { createRequestedDraft, pastSignCutoff, snakeDraft } from '../support/steps/confirm';
import { TEST_CARDS } from '../support/steps/payment';
import { createSignedContract, latestSecret, loyaltyBalance, type SignedContract } from '../support/steps/points';

// Contracts are signed and paid on the Kyiv day they were drafted, until 23:55 by the insurer's clock.
test.beforeEach(async () => {
  test.skip(await pastSignCutoff(), 'past the sign-and-pay cut-off for today');
});

const EXPIRY = `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
const CARD = { card: TEST_CARDS.success, expiry: EXPIRY, cvv: '123', action: 'pay' };

const returnUrl = (contractId: number) => `${shopUrl()}/easyPayCallBack?contract_id=${contractId}`;

/** Sends only the headers of a POST that announces a body of `bytes`, and reads the answer the server gives to that. */
function announceBody(
  base: string,
  path: string,
  type: string,
  bytes: number,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      new URL(path, base),
      { method: 'POST', headers: { 'content-type': type, 'content-length': bytes } },
      (answer) => {
        let body = '';
        answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
        answer.on('end', () => {
          sent.destroy();
          resolve({ status: answer.statusCode ?? 0, body });
        });
      },
    );
    sent.on('error', reject);
    sent.flushHeaders();
  });
}

/** A browser of its own: its own cookies, so its own session. */
async function newBrowser(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL = shopUrl(),
): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL });
}

/** The contract as the insurer keeps it (asked of the insurer directly, not through the shop). */
const contractState = async (id: number) =>
  (await insurer<{ state: string }>('GET', `/order/ewaShow?contract_id=${id}`)).state;

/** Opens an EasyPay payment through the shop; answers its order id and the provider page. */
async function openPayment(buyer: APIRequestContext, contract: SignedContract, amount: number) {
  const { url } = await throughShop<{ url: string }>(buyer, 'POST', '/payment/easypay', {
    contract_id: contract.id,
    amount,
    successUrl: returnUrl(contract.id),
    failUrl: returnUrl(contract.id),
  });
  return { url, orderId: decodeURIComponent(new URL(url).pathname.split('/').at(-1) ?? '') };
}

/** Pays on the provider's page, as the buyer's browser submits its form. */
const payAtProvider = (buyer: APIRequestContext, url: string): Promise<APIResponse> =>
  buyer.post(url, { form: CARD, maxRedirects: 0 });

test.describe("a stranger, without the buyer's cookie", () => {
  let victim: SignedContract;
  let victimOrder: string;

  test.beforeAll(async ({ playwright }) => {
    const browser = await newBrowser(playwright);
    victim = await createSignedContract(browser);
    victimOrder = (await openPayment(browser, victim, victim.premium)).orderId;
    await browser.dispose();
  });

  test("cannot read, text, cancel, pay for or confirm another buyer's contract", async ({ request }) => {
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/order/show?contract_id=${victim.id}`],
      ['GET', `/api/order/ewaShow?contract_id=${victim.id}`],
      ['GET', `/api/sendCode?contract_id=${victim.id}`],
      ['POST', '/api/checkCode', { contract_id: victim.id, code: '000000' }],
      ['PUT', '/api/green/change/status', { contract_id: victim.id, state: 'CANCELLED' }],
      ['PUT', '/api/green/change/status', { contract_id: victim.id, state: 'REQUEST' }],
      [
        'POST',
        '/api/payment/easypay',
        {
          contract_id: victim.id,
          amount: victim.premium,
          successUrl: 'https://evil.test/',
          failUrl: 'https://evil.test/',
        },
      ],
      [
        'POST',
        '/api/confirmContractPayment',
        { provider: 'easypay', contract_id: victim.id, params: { orderId: victimOrder } },
      ],
      ['POST', '/api/loyalty/balance', { customer_id: 'LC-1001', contract_id: victim.id }],
    ];
    for (const [method, url, data] of attempts) {
      const answer = await request.fetch(url, { method, ...(data === undefined ? {} : { data }) });
      expect(answer.status(), `${method} ${url}`).toBe(403);
      expect(await answer.text()).not.toContain(victim.number);
    }
    expect(await contractState(victim.id)).toBe('SIGNED');
  });

  test("reaches none of the insurer calls a buyer's journey does not make, however the path is written", async ({
    request,
  }) => {
    for (const [method, url] of [
      ['POST', '/api/sign'],
      ['GET', '/api/sandbox/outbox.json'],
      ['GET', '/api/%73andbox/outbox.json'],
      ['GET', '/api/sandbox/outbox'],
      ['GET', `/api/sandbox/easypay/pay/${victimOrder}`],
      ['POST', '/api/sandbox/easypay/notify'],
      ['POST', '/api/sandbox/bank/notify'],
      ['GET', `/api/getContractByEwaCode?code=${victim.number}`],
      ['GET', '/api/company'],
      ['GET', '/api/Sign'],
      ['POST', '/api/SIGN'],
      ['GET', `/api/GetContractByEwaCode?code=${victim.number}`],
      ['GET', '/api/%2e%2e/sandbox/outbox.json'],
    ] as const) {
      const answer = await request.fetch(url, {
        method,
        data: method === 'POST' ? { key: 'easypay', body: '{}' } : undefined,
      });
      expect(answer.status(), `${method} ${url}`).toBe(404);
      expect(await answer.text()).not.toMatch(/"code"|signature/);
    }
    // A call a buyer's journey makes, in a spelling an insurer may read as the same, comes with that call's checks.
    for (const url of [`/api/Order/show?contract_id=${victim.id}`, `/api/order/show/?contract_id=${victim.id}`]) {
      const answer = await request.fetch(url);
      expect(answer.status(), url).toBe(403);
      expect(await answer.json()).toMatchObject({ errorCode: 'NOT_YOUR_CONTRACT' });
    }
  });

  test('cannot forge a payment: the shop signs nothing and passes no notification, so an unpaid order stays unpaid', async ({
    request,
    playwright,
  }) => {
    const forged = JSON.stringify({
      OperationType: 'PaymentNotification',
      TransactionStatus: 'Accepted',
      MerchantOrderId: victimOrder,
      Amount: victim.premium,
    });
    for (const key of ['easypay', 'instalments', 'portmone']) {
      expect((await request.post('/api/sign', { data: { key, body: forged } })).status()).toBe(404);
    }
    expect((await request.post('/api/sandbox/easypay/notify', { data: forged, headers: { Sign: 'x' } })).status()).toBe(
      404,
    );
    // The buyer's own confirmation of the unpaid order: still pending, no policy.
    const owner = await newBrowser(playwright);
    const mine = await createSignedContract(owner);
    const { orderId } = await openPayment(owner, mine, mine.premium);
    const confirmed = await throughShop<{ status: string }>(owner, 'POST', '/confirmContractPayment', {
      provider: 'easypay',
      contract_id: mine.id,
      params: { orderId },
    });
    expect(confirmed.status).toBe('PENDING');
    expect(await contractState(mine.id)).toBe('SIGNED');
    await owner.dispose();
  });

  test("cannot use the buyer's session from another site", async ({ playwright }) => {
    const buyer = await newBrowser(playwright);
    const mine = await createSignedContract(buyer);
    for (const headers of [{ Origin: 'https://evil.test' }, { 'Sec-Fetch-Site': 'cross-site' }] as Record<
      string,
      string
    >[]) {
      const answer = await buyer.get(`/api/order/ewaShow?contract_id=${mine.id}`, { headers });
      expect(answer.status()).toBe(403);
    }
    expect((await buyer.get(`/api/order/ewaShow?contract_id=${mine.id}`)).status()).toBe(200);
    await buyer.dispose();
  });
});

test.describe('a buyer tampering with their own contract', () => {
  test('cannot cancel it, move it past signing, pay less, or send the provider elsewhere', async ({ playwright }) => {
    const buyer = await newBrowser(playwright);
    const mine = await createSignedContract(buyer);
    for (const state of ['CANCELLED', 'PAID', 'EMITTED']) {
      expect((await buyer.put('/api/green/change/status', { data: { contract_id: mine.id, state } })).status()).toBe(
        403,
      );
    }
    const elsewhere = await buyer.post('/api/payment/easypay', {
      data: {
        contract_id: mine.id,
        amount: mine.premium,
        successUrl: 'https://evil.test/ok',
        failUrl: returnUrl(mine.id),
      },
    });
    expect(elsewhere.status()).toBe(400);
    const less = await buyer.post('/api/payment/easypay', {
      data: { contract_id: mine.id, amount: 1, successUrl: returnUrl(mine.id), failUrl: returnUrl(mine.id) },
    });
    expect(less.status()).toBe(400);
    expect(await contractState(mine.id)).toBe('SIGNED');
    await buyer.dispose();
  });

  test("cannot confirm another buyer's paid order as their own contract's payment", async ({ playwright }) => {
    const other = await newBrowser(playwright);
    const theirs = await createSignedContract(other);
    const paid = await openPayment(other, theirs, theirs.premium);
    expect((await payAtProvider(other, paid.url)).status()).toBe(303);
    const buyer = await newBrowser(playwright);
    const mine = await createSignedContract(buyer);
    const answer = await buyer.post('/api/confirmContractPayment', {
      data: { provider: 'easypay', contract_id: mine.id, params: { orderId: paid.orderId } },
    });
    expect(answer.status()).toBe(400);
    expect(await answer.text()).not.toContain(paid.orderId);
    expect(await contractState(mine.id)).toBe('SIGNED');
    await Promise.all([other.dispose(), buyer.dispose()]);
  });

  test('cannot act as another loyalty customer than the one the browser arrived as', async ({ playwright }) => {
    const buyer = await newBrowser(playwright);
    await arriveAsLoyaltyCustomer(buyer, 'LC-1002');
    const mine = await createSignedContract(buyer);
    const answer = await buyer.post('/api/loyalty/order', {
      data: { customer_id: 'LC-1001', contract_id: mine.id, paidByPoints: 10 },
    });
    expect(answer.status()).toBe(403);
    const own = await buyer.post('/api/loyalty/balance', { data: { customer_id: 'LC-1002', contract_id: mine.id } });
    expect(own.status()).toBe(200);
    await buyer.dispose();
  });
});

test.describe('points and card payments', () => {
  // LC-1003 (300 points) is used by these tests only, one after the other, so its balance is theirs to read.
  test.describe.configure({ mode: 'serial' });
  const CUSTOMER = 'LC-1003';
  const POINTS = 50;

  async function reservePoints(buyer: APIRequestContext, contract: SignedContract, points: number) {
    await throughShop(buyer, 'POST', '/loyalty/order', {
      customer_id: CUSTOMER,
      contract_id: contract.id,
      paidByPoints: points,
    });
    const secret = await latestSecret(contract.id);
    return throughShop<{ reserved: number; amountToPay: number; cancelledPayments: number }>(
      buyer,
      'POST',
      '/loyalty/order',
      {
        customer_id: CUSTOMER,
        contract_id: contract.id,
        paidByPoints: points,
        secret,
      },
    );
  }

  test('underpayment: the payment made for the rest after points cannot be paid once the points are released', async ({
    playwright,
  }) => {
    const buyer = await newBrowser(playwright);
    await arriveAsLoyaltyCustomer(buyer, CUSTOMER);
    const contract = await createSignedContract(buyer);
    const before = await loyaltyBalance(CUSTOMER, contract.id);
    await reservePoints(buyer, contract, POINTS);
    const rest = await openPayment(buyer, contract, roundMoney(contract.premium - POINTS));

    const released = await throughShop(buyer, 'POST', '/loyalty/order', {
      customer_id: CUSTOMER,
      contract_id: contract.id,
      paidByPoints: 0,
    });
    expect(released).toMatchObject({ reserved: 0, amountToPay: contract.premium, cancelledPayments: 1 });

    const refused = await payAtProvider(buyer, rest.url);
    expect(refused.status()).toBe(409);
    expect(await refused.text()).toContain('cancelled');
    const confirmed = await throughShop<{ status: string }>(buyer, 'POST', '/confirmContractPayment', {
      provider: 'easypay',
      contract_id: contract.id,
      params: { orderId: rest.orderId },
    });
    expect(confirmed.status).not.toBe('PAID');
    expect(await contractState(contract.id)).toBe('SIGNED');
    expect((await loyaltyBalance(CUSTOMER, contract.id)).balance).toBe(before.balance);

    // The buyer who chose not to use the points after all pays the whole premium.
    const whole = await openPayment(buyer, contract, contract.premium);
    expect((await payAtProvider(buyer, whole.url)).status()).toBe(303);
    expect(await contractState(contract.id)).toBe('EMITTED');
    expect((await loyaltyBalance(CUSTOMER, contract.id)).balance).toBe(before.balance);
    await buyer.dispose();
  });

  test('no double charge: a full-price payment opened before the points are reserved can no longer be paid', async ({
    playwright,
  }) => {
    const buyer = await newBrowser(playwright);
    await arriveAsLoyaltyCustomer(buyer, CUSTOMER);
    const contract = await createSignedContract(buyer);
    const before = await loyaltyBalance(CUSTOMER, contract.id);
    const full = await openPayment(buyer, contract, contract.premium);

    const reserved = await reservePoints(buyer, contract, POINTS);
    expect(reserved).toMatchObject({
      reserved: POINTS,
      amountToPay: roundMoney(contract.premium - POINTS),
      cancelledPayments: 1,
    });
    expect((await payAtProvider(buyer, full.url)).status()).toBe(409);

    const rest = await openPayment(buyer, contract, reserved.amountToPay);
    expect((await payAtProvider(buyer, rest.url)).status()).toBe(303);
    expect(await contractState(contract.id)).toBe('EMITTED');
    // The points were taken once, with the payment that needed them.
    expect((await loyaltyBalance(CUSTOMER, contract.id)).balance).toBe(roundMoney(before.balance - POINTS));
    await buyer.dispose();
  });
});

test.describe('a deployment with the production limits', () => {
  test.describe.configure({ mode: 'serial' });
  let deployment: Deployment;

  test.beforeAll(async () => {
    deployment = await startDeployment({ shellEnv: { BEHIND_TLS: 'true' } });
  });

  test.afterAll(async () => {
    await deployment?.stop();
  });

  test('limits code checks per client however the path is encoded, and answers 429 with the wait', async ({
    playwright,
  }) => {
    const client = await newBrowser(playwright, deployment.shopUrl);
    const statuses: number[] = [];
    let limited: APIResponse | undefined;
    for (let i = 0; i < 40 && !limited; i++) {
      const url = ['/api/checkCode', '/api/%63heckCode', '/api/%63%68eckCode'][i % 3] as string;
      const answer = await client.post(url, { data: { contract_id: 1, code: '000000' } });
      statuses.push(answer.status());
      if (answer.status() === 429) limited = answer;
    }
    expect(statuses).toHaveLength(31);
    expect(await limited?.json()).toMatchObject({ message: 'Too many attempts, try again later' });
    expect(Number(limited?.headers()['retry-after'])).toBeGreaterThan(0);
    await client.dispose();
  });

  test("lets a stranger's session text someone else's phone only three times, and never locks the phone's owner out", async ({
    playwright,
  }) => {
    const phone = `+38063${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
    const outcomes: number[] = [];
    // One session, four drafts naming the same phone: the shop stops the fourth code (docs/shop-server.md, section 3).
    const stranger = await newBrowser(playwright, deployment.shopUrl);
    for (let i = 0; i < 4; i++) {
      try {
        await createRequestedDraft(stranger, { phone });
        outcomes.push(200);
      } catch (error) {
        outcomes.push(/answered 429/.test(String(error)) ? 429 : 0);
        expect(String(error)).toContain('SMS_BUDGET');
      }
    }
    await stranger.dispose();
    expect(outcomes).toEqual([200, 200, 200, 429]);
    // The owner, in their own session from the same address, still gets a code: the insurer counts the stranger's
    // messages against the stranger's session (X-Buyer-Session), not against the phone alone.
    const owner = await newBrowser(playwright, deployment.shopUrl);
    await createRequestedDraft(owner, { phone });
    await owner.dispose();
    expect(await readOutbox({ phone }, deployment.sandboxUrl)).toHaveLength(4);
  });

  test('limits new drafts per client', async ({ playwright }) => {
    const client = await newBrowser(playwright, deployment.shopUrl);
    let status = 0;
    // Twenty a minute: a carrier's address, a hundred buyers behind it an hour, never meets it (docs/shop-server.md).
    for (let i = 0; i < 22 && status !== 429; i++)
      status = (await client.post('/api/green/save/draft', { data: {} })).status();
    expect(status).toBe(429);
    await client.dispose();
  });

  test('refuses oversized bodies with 413 as soon as their size is announced, reading none of them', async () => {
    for (const megabytes of [1, 3, 10]) {
      // (Not the draft call: the test before used up this client's drafts for the minute.)
      const answer = await announceBody(
        deployment.shopUrl,
        '/api/confirmContractPayment',
        'application/json',
        megabytes * 1024 * 1024,
      );
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ message: 'The request body is too large' });
    }
    const form = await announceBody(
      deployment.shopUrl,
      '/portmoneCallBack',
      'application/x-www-form-urlencoded',
      5 * 1024 * 1024,
    );
    expect(form.status).toBe(413);
    expect(form.body).not.toMatch(/\s+at\s+\S+\.js:\d+/);
  });

  test('behind TLS it sends HSTS and a Secure __Host- session cookie; assets come compressed and source maps do not', async ({
    playwright,
  }) => {
    const client = await newBrowser(playwright, deployment.shopUrl);
    const page = await client.get(loyaltyLink('LC-1002'), {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
      maxRedirects: 0,
    });
    expect(page.headers()['strict-transport-security']).toContain('max-age=31536000');
    expect(page.headers()['set-cookie']).toMatch(/^__Host-gc_session=.*; Secure/i);
    const template = await client.get('/index.htm%6c');
    expect(template.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(await template.text()).toContain('id="shop-config"');
    const main = await client.get('/main.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(main.headers()['content-encoding']).toBe('br');
    expect(await main.text()).not.toContain('sourceMappingURL');
    expect(main.headers()['cache-control']).toBe('no-cache');
    // The page asks for the entry with its build's hash: that request names one build, and is cached for a year.
    const entry = /src="?(\/main\.js\?[0-9a-f]{16,})/.exec(await (await client.get('/')).text())?.[1];
    expect(entry).toBeDefined();
    expect((await client.get(entry as string)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const chunk = readdirSync(path.join(ROOT, 'shell', 'dist')).find((file) => /\.[0-9a-f]{10}\.js$/.test(file));
    expect((await client.get(`/${chunk}`)).status()).toBe(200);
    expect((await client.get(`/${chunk}.map`)).status()).toBe(404);
    const api = await client.get('/api/serverTime');
    expect(api.headers()['x-content-type-options']).toBe('nosniff');
    expect(api.headers()['access-control-allow-origin']).toBeUndefined();
    await client.dispose();
  });

  test('stays alive and ready while its insurer is down, and says it is degraded', async ({ playwright }) => {
    const client = await newBrowser(playwright, deployment.shopUrl);
    expect((await client.get('/readyz')).status()).toBe(200);
    await deployment.stopSandbox();
    // An insurer outage must not take every replica out of the balancer: the pages are still served.
    await expect
      .poll(async () => (await client.get('/healthz')).json(), { timeout: 15_000 })
      .toEqual({ status: 'degraded', insurer: 'unreachable' });
    expect((await client.get('/healthz')).status()).toBe(200);
    expect((await client.get('/readyz')).status()).toBe(200);
    expect((await client.get('/api/serverTime')).status()).toBe(502);
    await client.dispose();
  });
});

test('the insurer refuses over-long text fields by name, so a megabyte draft is never stored', async ({ request }) => {
  const [product] = await insurer<{ tariff: number }[]>(
    'GET',
    '/green/search?area=EUROPE&type=A&period=ONE_MONTH&customerCategory=NATURAL',
  );
  const draft = snakeDraft(product as { tariff: number }, '+380671112233', 1_234_567_890);
  const answer = await request.post('/api/green/save/draft', {
    data: {
      ...draft,
      name_first: 'A'.repeat(51),
      address: 'Kyiv '.repeat(41),
      email: `${'a'.repeat(95)}@x.com`,
      sourceInfo: 'x'.repeat(20_000),
    },
  });
  expect(answer.status()).toBe(400);
  const { errors } = (await answer.json()) as { errors: { field: string; message: string }[] };
  for (const field of ['name_first', 'address', 'email', 'sourceInfo']) {
    expect(errors).toContainEqual({ field, message: expect.stringMatching(/^must be at most \d+ characters$/) });
  }
});

test("the payment return page shows the shop's own words, never text from its address", async ({ page }) => {
  const contract = await createSignedContract(page.request);
  const spoof = 'Your card was blocked, call +380000000000';
  await page.goto(
    `/easyPayCallBack?contract_id=${contract.id}&orderId=${encodeURIComponent(spoof)}&amount=${encodeURIComponent(spoof)}`,
  );
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(spoof);
  await expect(page.locator('body')).not.toContainText('+380000000000');
});

// Keys, links and addresses an attacker could guess or write (docs/shop-server.md, sections 2, 3 and 5).
test.describe('nothing guessed: session keys, loyalty links, return addresses, deep bodies', () => {
  /** The shop server as a docker image runs it (NODE_ENV=production), on a free port, with `env` added. */
  const productionEnv = (port: number, env: Record<string, string>) => ({
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    INSURER_API_URL: process.env.SANDBOX_URL ?? '',
    // The run's sandbox's partner token: in production there is no default.
    COM_TOKEN: 'sandbox-token',
    REGISTRY_FILE: path.join(ROOT, 'shell', 'dist', 'registry.json'),
    METRICS_PORT: 'off',
    SESSION_SECRET: randomBytes(48).toString('base64url'),
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    STEP_ORIGINS: Object.entries(remoteUrls())
      .map(([step, url]) => `${step}=${new URL(url).origin}`)
      .join(','),
    LOYALTY_LINK_KEY: '',
    ...env,
  });

  test('a production shop refuses to start without a session key, with a short one, or with one written in the repository', async () => {
    const port = await freePort();
    for (const [env, message] of [
      [{ SESSION_SECRET: '' }, /SESSION_SECRET must be set/],
      [{ SESSION_SECRET: 'short-key' }, /at least 32 characters/],
      [{ SESSION_SECRET: 'compose-local-session-secret-change-me' }, /written in the repository/],
      [{ SESSION_SECRET: 'e2e-session-secret-of-at-least-32-characters' }, /written in the repository/],
      [
        { LOYALTY_LINK_KEY: 'sandbox-loyalty-link-key-known-to-everyone' },
        /LOYALTY_LINK_KEY: a key written in the repository/,
      ],
      [{ PUBLIC_ORIGIN: '' }, /PUBLIC_ORIGIN must be set/],
      [{ COM_TOKEN: '' }, /COM_TOKEN must be set with NODE_ENV=production/],
      [{ INSURER_API_URL: '' }, /INSURER_API_URL must be set with NODE_ENV=production/],
    ] as const) {
      const run = spawnSync(process.execPath, ['shell/dist-server/server.js'], {
        cwd: ROOT,
        env: productionEnv(port, env),
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(run.status, JSON.stringify(env)).toBe(1);
      // Said as the shop says everything: a fatal JSON line of its log, on standard output.
      const fatal = run.stdout.split('\n').find((line) => line.includes('"level":60'));
      expect(fatal, run.stdout + run.stderr).toMatch(message);
    }
    // With a key of its own and its address it starts.
    const shop = await startNode(
      ['shell/dist-server/server.js'],
      productionEnv(port, {}) as Record<string, string>,
      (p) => `http://127.0.0.1:${p}/healthz`,
      port,
    );
    expect((await fetch(`${shop.url}/healthz`)).status).toBe(200);
    await shop.stop();
  });

  test("the operator's seed refuses a registry the replicas would refuse, before it reaches Redis", async () => {
    const port = await freePort();
    const folder = mkdtempSync(path.join(tmpdir(), 'greencard-seed-'));
    const registry = defaultRegistry() as Record<string, { manifest: string }>;
    const foreign = structuredClone(registry);
    (foreign.points as { manifest: string }).manifest = 'https://elsewhere.example/1.0.0+x/mf-manifest.json';
    for (const [text, message] of [
      ['{"calculator":', /is not seeded: .*JSON/],
      [JSON.stringify(foreign), /is not seeded: registry\.json: .*elsewhere\.example/],
    ] as const) {
      const registryFile = path.join(folder, 'registry.json');
      writeFileSync(registryFile, text);
      const run = spawnSync(process.execPath, ['shell/dist-server/server.js', '--seed-record'], {
        cwd: ROOT,
        // No Redis answers on this port: a seed that got as far as Redis would wait for it and fail otherwise.
        env: productionEnv(port, { REGISTRY_FILE: registryFile, REDIS_URL: `redis://127.0.0.1:${port}` }),
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(run.status, run.stdout + run.stderr).toBe(2);
      const error = run.stdout.split('\n').find((line) => line.includes('"level":50'));
      expect(error, run.stdout + run.stderr).toMatch(message);
    }
    rmSync(folder, { recursive: true, force: true });
  });

  test('docker compose has no default session key or public origin: it stops with a message without them', () => {
    const compose = readFileSync(path.join(ROOT, 'docker', 'compose.yaml'), 'utf8');
    for (const name of ['SESSION_SECRET', 'PUBLIC_ORIGIN']) {
      expect(compose).toMatch(new RegExp(`${name}: \\$\\{${name}:\\?[^}]+\\}`));
      expect(compose).not.toMatch(new RegExp(`\\$\\{${name}:?-`));
    }
    for (const file of readdirSync(path.join(ROOT, 'docker')).filter(
      (name) => name === 'shell.Dockerfile' || name === 'sandbox.Dockerfile',
    )) {
      expect(readFileSync(path.join(ROOT, 'docker', file), 'utf8')).toMatch(/^ENV NODE_ENV=production/m);
    }
  });

  test("docker compose's replicas share one Redis, so a client gets each limit once, not once per replica", () => {
    const compose = readFileSync(path.join(ROOT, 'docker', 'compose.yaml'), 'utf8');
    expect(compose).toMatch(/^ {2}redis:\n {4}image: redis:/m);
    // shell-2 takes shell-1's environment (&shell-environment), REDIS_URL included.
    expect(compose).toMatch(/environment: &shell-environment\n(?: {6}.*\n)*? {6}REDIS_URL: redis:\/\/redis:6379\n/);
    expect(compose).toMatch(/shell-2:\n(?: {4}.*\n)*? {4}environment: \*shell-environment/);
  });

  test('npm start keeps its session key in a git-ignored file, so a restart signs nobody out', async ({
    playwright,
  }) => {
    const localShop = (await import(path.join(ROOT, 'scripts', 'localShop.mjs'))) as {
      localSessionSecret: (file?: string) => string;
      localSessionSecretFile: (root?: string) => string;
    };
    const folder = mkdtempSync(path.join(tmpdir(), 'greencard-local-secret-'));
    const file = path.join(folder, '.local', 'session-secret');
    const key = localShop.localSessionSecret(file);
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(localShop.localSessionSecret(file)).toBe(key);
    expect(statSync(file).mode & 0o077).toBe(0);
    rmSync(folder, { recursive: true, force: true });
    const ignored = spawnSync('git', ['check-ignore', '-q', path.relative(ROOT, localShop.localSessionSecretFile())], {
      cwd: ROOT,
    });
    expect(ignored.status).toBe(0);

    // A shop restarted with the kept key still knows the buyer's contract.
    const registryFile = path.join(mkdtempSync(path.join(tmpdir(), 'greencard-restart-')), 'registry.json');
    const env = { SESSION_SECRET: key };
    let shell = await startShell(defaultRegistry(), registryFile, env);
    const buyer = await newBrowser(playwright, shell.url);
    const draft = await createRequestedDraft(buyer);
    await shell.stop();
    shell = await startShell(defaultRegistry(), registryFile, env);
    const again = await buyer.get(`${shell.url}/api/order/ewaShow?contract_id=${draft.contractId}`);
    expect(again.status()).toBe(200);
    await buyer.dispose();
    await shell.stop();
  });

  test('a loyalty customer comes only from a signed partner link: a bare, forged or tampered id shows no points step and reads no balance', async ({
    browser,
  }) => {
    const storedCustomer = (page: Page) => page.evaluate(() => window.localStorage.getItem('LOYALTY_CUSTOMER_ID'));
    const until = inAnHour();
    const signature = loyaltyLinkSignature('LC-1001', until);
    const attackerKey = 'a-key-the-attacker-made-up-of-32-characters';
    for (const link of [
      '/en?loyalty_id=LC-1001',
      `/en?loyalty_id=LC-1001&loyalty_until=${until}&loyalty_sig=${loyaltyLinkSignature('LC-1001', until, attackerKey)}`,
      `/en?loyalty_id=LC-1001&loyalty_until=${until}&loyalty_sig=${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `/en?loyalty_id=LC-1002&loyalty_until=${until}&loyalty_sig=${signature}`,
      // A link that leaked: its time has passed, or was moved on after the programme signed it.
      loyaltyLink('LC-1001', { path: '/en', until: Math.floor(Date.now() / 1000) - 1 }),
      `/en?loyalty_id=LC-1001&loyalty_until=${until + 86_400}&loyalty_sig=${signature}`,
    ]) {
      const context = await browser.newContext({ baseURL: shopUrl() });
      const page = await context.newPage();
      await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
      await page.goto(link);
      await expect(page).toHaveURL(/\/en$/);
      expect(await storedCustomer(page)).toBeNull();
      const contract = await createSignedContract(page.request);
      for (const customer_id of ['LC-1001', 'LC-1002']) {
        const balance = await page.request.post('/api/loyalty/balance', {
          data: { customer_id, contract_id: contract.id },
        });
        expect(balance.status(), link).toBe(403);
        expect(await balance.json()).toMatchObject({ errorCode: 'NOT_YOUR_CUSTOMER' });
      }
      await context.close();
    }

    // The programme's own link: the customer is kept, the signature leaves the address bar, the balance is read.
    const context = await browser.newContext({ baseURL: shopUrl() });
    const page = await context.newPage();
    await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
    await page.goto(loyaltyLink('LC-1001', { path: '/en' }));
    await expect(page).toHaveURL(/\/en$/);
    expect(await storedCustomer(page)).toBe('LC-1001');
    const contract = await createSignedContract(page.request);
    const balance = await page.request.post('/api/loyalty/balance', {
      data: { customer_id: 'LC-1001', contract_id: contract.id },
    });
    expect(balance.status()).toBe(200);
    await context.close();
    // The sandbox issues the same links for its seeded customers, proving them for an hour.
    const issued = (await (await fetch(`${process.env.SANDBOX_URL}/sandbox/loyalty/links`)).json()) as {
      data: { customerId: string; query: string }[];
    };
    const query = new URLSearchParams(issued.data.find((link) => link.customerId === 'LC-1001')?.query);
    expect(`/?${query}`).toBe(loyaltyLink('LC-1001', { until: Number(query.get('loyalty_until')) }));
    expect(Number(query.get('loyalty_until')) - Date.now() / 1000).toBeGreaterThan(3500);
  });

  test('return addresses must be on PUBLIC_ORIGIN, whatever Host or X-Forwarded-Host say', async ({ playwright }) => {
    const registryFile = path.join(mkdtempSync(path.join(tmpdir(), 'greencard-origin-')), 'registry.json');
    // Behind a balancer that is believed (TRUST_PROXY=true), the forwarded host would have decided before.
    const shell = await startShell(defaultRegistry(), registryFile, {
      TRUST_PROXY: 'true',
      PUBLIC_ORIGIN: 'https://shop.example.com',
    });
    const buyer = await newBrowser(playwright, shell.url);
    const contract = await createSignedContract(buyer);
    const pay = (successUrl: string, headers: Record<string, string>) =>
      buyer.post('/api/payment/easypay', {
        headers,
        data: { contract_id: contract.id, amount: contract.premium, successUrl, failUrl: successUrl },
      });
    const forged: Record<string, string>[] = [
      { Host: 'evil.test' },
      { 'X-Forwarded-Host': 'evil.test', 'X-Forwarded-Proto': 'https' },
    ];
    for (const headers of forged) {
      for (const origin of ['https://evil.test', 'http://evil.test', shell.url]) {
        const answer = await pay(`${origin}/easyPayCallBack?contract_id=${contract.id}`, headers);
        expect(answer.status(), `${origin} ${JSON.stringify(headers)}`).toBe(400);
      }
    }
    const own = await pay(`https://shop.example.com/easyPayCallBack?contract_id=${contract.id}`, {
      'X-Forwarded-Host': 'evil.test',
    });
    expect(own.status()).toBe(200);
    await buyer.dispose();
    await shell.stop();
  });

  test('a JSON body nested 5000 deep under the size limit is a 400, not a 500', async ({ request }) => {
    const payload = `{"contract_id":1,"code":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const answer = await request.post('/api/checkCode', {
      headers: { 'content-type': 'application/json' },
      data: payload,
    });
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toEqual({ message: 'The JSON body is nested deeper than 16 levels' });
  });
});

test('a shop whose event loop stalled answers 503 with the wait, then serves again', async () => {
  test.setTimeout(60_000);
  const registryFile = path.join(mkdtempSync(path.join(tmpdir(), 'greencard-pressure-')), 'registry.json');
  // The check reads the loop's mean delay over each second (@fastify/under-pressure), so one stall of 3 s raises that
  // second's reading above 20 ms wherever in the second it falls, while an idle shop's stays near 0.
  const shell = await startShell(defaultRegistry(), registryFile, { MAX_EVENT_LOOP_DELAY_MS: '20' });
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  try {
    await expect.poll(async () => (await fetch(`${shell.url}/`)).status).toBe(200);
    let refused: Response | undefined;
    // Stalled again if this machine kept the test from asking within the second the reading lasts.
    for (let stall = 0; stall < 3 && !refused; stall++) {
      process.kill(shell.pid, 'SIGSTOP');
      await pause(3000);
      process.kill(shell.pid, 'SIGCONT');
      const until = Date.now() + 2000;
      while (!refused && Date.now() < until) {
        const answer = await fetch(`${shell.url}/`);
        if (answer.status === 503) refused = answer;
        else await pause(50);
      }
    }
    expect(refused?.headers.get('retry-after')).toBe('10');
    await expect.poll(async () => (await fetch(`${shell.url}/`)).status, { timeout: 10_000 }).toBe(200);
  } finally {
    await shell.stop();
  }
});

test("a step's first views edited after its release are put in no page: the step renders in the browser", async () => {
  const registryFile = (name: string) =>
    path.join(mkdtempSync(path.join(tmpdir(), `greencard-${name}-`)), 'registry.json');
  const registry = defaultRegistry();
  const { calculator } = registry;
  if (!calculator) throw new Error('the default registry has no calculator');
  // What the release pinned is not what the step's folder serves now, as after an edit of its first-view.json.
  const edited = {
    ...registry,
    calculator: {
      ...calculator,
      firstViewIntegrity: integrityOf(Buffer.from('{"uk":{"/":"<p>released</p>"}}')),
    },
  };
  const [released, tampered] = await Promise.all([
    startShell(registry, registryFile('first-view')),
    startShell(edited, registryFile('edited-first-view')),
  ]);
  // The outlet as the page is sent, once the shop has read the step's files (a page waits for them only a moment).
  const outlet = async (shop: string) =>
    /id="step-outlet"[^>]*>(<div class="step"|<\/div>)/.exec(await (await fetch(`${shop}/`)).text())?.[1];
  try {
    await expect.poll(() => outlet(released.url)).toBe('<div class="step"');
    await expect.poll(() => outlet(tampered.url)).toBe('</div>');
    expect(await outlet(tampered.url)).toBe('</div>');
  } finally {
    await Promise.all([released.stop(), tampered.stop()]);
  }
});
