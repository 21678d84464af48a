/** @jest-environment node */
// A fault test with the sandbox insurer (docs/insurer-api.md, "Idempotency keys"): the insurer does the work but its
// answer never reaches the browser (the first draft's: the shop is restarted meanwhile; the payment's: it answers after
// the gateway's timeout), the buyer retries the same attempt, and the insurer ends up with exactly one draft and one
// payment, the draft joined to the buyer's session.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { CAR_EUROPE_MONTH, snakeDraft } from '../../../sandbox/src/testing/drafts';
import { startSandbox, TEST_TOKEN, type TestSandbox } from '../../../sandbox/src/testing/harness';
import { sessionCookieOf, shopServer, smsProof } from '../testing';

const TIMEOUT_MS = 300;
const json = { 'content-type': 'application/json' };

/**
 * Passes every call on to the insurer at once, and holds back the answer of the first call to each slow path until
 * the gateway gives up waiting: the insurer has done the work, and its answer never arrives.
 */
async function slowAnswers(target: string, slowPaths: string[]) {
  const held = new Set(slowPaths);
  const given: Promise<void>[] = [];
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const slow = req.method === 'POST' && held.delete(path);
    const upstream = httpRequest(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          if (slow) return;
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(Buffer.concat(chunks));
        });
      },
    );
    if (slow) given.push(new Promise((resolve) => res.on('close', () => resolve())));
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Resolves when the gateway has given up on every held-back answer. */
    settled: () => Promise.all(given),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('a retry after the insurer answered too late', () => {
  let sandbox: TestSandbox;
  let proxy: Awaited<ReturnType<typeof slowAnswers>>;
  let shop: FastifyInstance;
  let restarted: FastifyInstance | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox();
    proxy = await slowAnswers(sandbox.url, ['/green/save/draft', '/payment/easypay']);
    shop = await shopServer(proxy.url, { comToken: TEST_TOKEN, insurerTimeoutMs: TIMEOUT_MS });
  });
  afterAll(async () => {
    await shop.close();
    await restarted?.close();
    await proxy.close();
    await sandbox.close();
  });

  const count = (table: 'contracts' | 'payments') =>
    sandbox.sandbox.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get();

  it("leaves exactly one draft and one payment at the insurer, the draft in the buyer's session", async () => {
    const draft = snakeDraft(sandbox.clock.now().toISOString().slice(0, 10));
    const saveDraft = (server: FastifyInstance, cookie?: string) =>
      server.inject({
        method: 'POST',
        url: '/api/green/save/draft',
        headers: { ...json, 'idempotency-key': 'draft-attempt-0123456789', ...(cookie ? { cookie } : {}) },
        payload: draft,
      });
    // A browser's first draft: the shop settles its session first (425), and the page sends the draft again at once.
    const started = await saveDraft(shop);
    expect(started.statusCode).toBe(425);
    let buyer = sessionCookieOf(started);
    expect(count('contracts')).toBe(0);
    // The insurer makes the draft; its answer never reaches the browser, and the shop is restarted meanwhile.
    expect((await saveDraft(shop, buyer)).statusCode).toBe(504);
    await proxy.settled();
    expect(count('contracts')).toBe(1);
    restarted = await shopServer(proxy.url, { comToken: TEST_TOKEN, insurerTimeoutMs: TIMEOUT_MS });
    const retried = await saveDraft(restarted, buyer);
    expect(retried.statusCode).toBe(200);
    buyer = sessionCookieOf(retried);
    const contractId = retried.json<{ data: { id: number } }>().data.id;
    expect(count('contracts')).toBe(1);

    const call = (
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      payload?: unknown,
      headers: Record<string, string> = {},
    ) =>
      (restarted as FastifyInstance).inject({
        method,
        url,
        headers: { ...json, cookie: buyer, ...headers },
        ...(payload ? { payload } : {}),
      });
    expect(
      (await call('PUT', '/api/green/change/status', { contract_id: contractId, state: 'REQUEST' })).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', `/api/sendCode?contract_id=${contractId}`, undefined, await smsProof(restarted))).statusCode,
    ).toBe(200);
    const outbox = await sandbox.get(`/sandbox/outbox.json?contract_id=${contractId}`, { token: null });
    const code = (outbox.body as { data: { code: string }[] }).data[0]?.code;
    expect((await call('POST', '/api/checkCode', { contract_id: contractId, code })).json()).toEqual({ data: 'OK' });

    const payment = {
      contract_id: contractId,
      amount: CAR_EUROPE_MONTH.premium,
      successUrl: 'http://localhost:80/easyPayCallBack',
      failUrl: 'http://localhost:80/easyPayCallBack',
    };
    const pay = () =>
      call('POST', '/api/payment/easypay', payment, { 'idempotency-key': 'payment-attempt-0123456789' });
    expect((await pay()).statusCode).toBe(504);
    await proxy.settled();
    const paid = await pay();
    expect(paid.statusCode).toBe(200);
    expect(paid.json<{ data: { url: string } }>().data.url).toContain('/sandbox/easypay/pay/');
    expect(count('payments')).toBe(1);
  });
});
