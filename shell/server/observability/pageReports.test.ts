/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { fakeInsurer, shopServer } from '../testing';
import { createShopMetrics, metricsServer } from './metrics';
import { checkReport, PAGE_REPORTS_PATH } from './pageReports';

describe('POST /page-reports', () => {
  let insurer: Awaited<ReturnType<typeof fakeInsurer>>;
  let shop: FastifyInstance;
  let scrape: () => Promise<string>;
  beforeAll(async () => {
    insurer = await fakeInsurer();
    const metrics = createShopMetrics();
    shop = await shopServer(insurer.url, { pageReportsPerMinute: 8 }, { metrics });
    const listener = metricsServer(metrics.registry);
    scrape = async () => (await listener.inject({ method: 'GET', url: '/metrics' })).body;
  });
  afterAll(async () => {
    await shop.close();
    await insurer.close();
  });
  const report = (payload: unknown, remoteAddress = '10.0.0.1') =>
    shop.inject({
      method: 'POST',
      url: PAGE_REPORTS_PATH,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
      remoteAddress,
    });

  it("adds a vital to the page's histogram, by the page's template and its step's build, in either language", async () => {
    expect((await report({ page: '/en/payment', vital: { name: 'LCP', value: 1800 } })).statusCode).toBe(204);
    expect((await report({ page: '/payment', vital: { name: 'CLS', value: 0.12 } })).statusCode).toBe(204);
    expect((await report({ page: '/nowhere/GC00000041', vital: { name: 'TTFB', value: 300 } })).statusCode).toBe(204);
    const text = await scrape();
    expect(text).toMatch(
      /shop_web_vital_seconds_bucket\{le="2.5",name="LCP",page="\/payment",step="payment",build="unknown"\} 1/,
    );
    expect(text).toMatch(/shop_web_vital_cls_count\{page="\/payment",step="payment",build="unknown"\} 1/);
    expect(text).toMatch(/shop_web_vital_seconds_count\{name="TTFB",page="not_found",step="shell",build="unknown"\} 1/);
    expect(text).not.toContain('GC00000041');
  });

  it('counts a problem by kind and the step it names, or the page owner', async () => {
    await report({ page: '/points', problem: { kind: 'step_load_failed', where: 'points' } });
    await report({ page: '/points', problem: { kind: 'stale_chunk_reload', where: 'page' } });
    const text = await scrape();
    expect(text).toContain(
      'shop_page_problems_total{kind="step_load_failed",page="/points",step="points",build="unknown"} 1',
    );
    expect(text).toContain(
      'shop_page_problems_total{kind="stale_chunk_reload",page="/points",step="points",build="unknown"} 1',
    );
  });

  it("exports a page's problems at 0 with its first vital, so a first failure to load is an increase", async () => {
    // ShopStepFailsToLoad counts increase(): a series that appeared at 1 with its first problem would count it as none.
    expect((await report({ page: '/en/contract', vital: { name: 'TTFB', value: 200 } }, '10.0.0.20')).statusCode).toBe(
      204,
    );
    const text = await scrape();
    for (const kind of ['step_load_failed', 'hydration_mismatch', 'stale_chunk_reload'])
      expect(text).toContain(
        `shop_page_problems_total{kind="${kind}",page="/contract",step="contract",build="unknown"} 0`,
      );
  });

  it("counts a problem that names no step of the registry (an object's own names among them) as the page owner's", async () => {
    for (const where of ['constructor', '__proto__', 'toString', 'nowhere'])
      expect(
        (await report({ page: '/confirm', problem: { kind: 'hydration_mismatch', where } }, '10.0.0.9')).statusCode,
      ).toBe(204);
    const text = await scrape();
    expect(text).not.toMatch(/step="(constructor|__proto__|toString|nowhere)"/);
    expect(text).toContain(
      'shop_page_problems_total{kind="hydration_mismatch",page="/confirm",step="confirm",build="unknown"} 1',
    );
  });

  it("counts a problem once per buyer in ten minutes, however often it is posted, and another buyer's again", async () => {
    for (let i = 0; i < 5; i++)
      await report({ page: '/payment', problem: { kind: 'step_load_failed', where: 'payment' } }, '10.0.0.5');
    const once = await scrape();
    expect(once).toContain(
      'shop_page_problems_total{kind="step_load_failed",page="/payment",step="payment",build="unknown"} 1',
    );
    await report({ page: '/payment', problem: { kind: 'step_load_failed', where: 'payment' } }, '10.0.0.6');
    expect(await scrape()).toContain(
      'shop_page_problems_total{kind="step_load_failed",page="/payment",step="payment",build="unknown"} 2',
    );
  });

  it.each([
    ['says it comes from another site', { 'sec-fetch-site': 'cross-site' }],
    ['names another origin and says nothing of its site', { origin: 'https://evil.test' }],
  ])("refuses a report another site's page sends: one that %s", async (_case, headers) => {
    const answer = await shop.inject({
      method: 'POST',
      url: PAGE_REPORTS_PATH,
      headers: { 'content-type': 'application/json', host: 'localhost', ...headers },
      payload: JSON.stringify({ page: '/points', problem: { kind: 'step_load_failed', where: 'points' } }),
      remoteAddress: '10.0.0.7',
    });
    expect(answer.statusCode).toBe(403);
  });

  it("takes a page's arrival at a step, which counts only for a step under a canary", async () => {
    expect((await report({ page: '/en/points', arrived: 'points' }, '10.0.0.8')).statusCode).toBe(204);
    expect((await report({ page: '/en/points', arrived: 'no such step' }, '10.0.0.8')).statusCode).toBe(400);
  });

  it('limits the reports per client and minute', async () => {
    const answers = [];
    for (let i = 0; i < 9; i++)
      answers.push((await report({ page: '/', vital: { name: 'INP', value: 80 } }, '10.9.9.9')).statusCode);
    expect(answers.slice(0, 8).every((status) => status === 204)).toBe(true);
    expect(answers[8]).toBe(429);
  });
});

describe('a page report', () => {
  it.each([
    [{ page: '/payment', vital: { name: 'LCP', value: 1200 } }, true],
    [{ page: '/payment', problem: { kind: 'hydration_mismatch', where: 'shell' } }, true],
    [{ page: '/payment', vital: { name: 'FID', value: 10 } }, false],
    [{ page: '/payment', vital: { name: 'LCP', value: -1 } }, false],
    [{ page: '/payment', vital: { name: 'LCP', value: 1e9 } }, false],
    [{ page: '/payment', vital: { name: 'CLS', value: '0.1' } }, false],
    [{ page: '/payment', problem: { kind: 'crash', where: 'shell' } }, false],
    [
      { page: '/payment', vital: { name: 'LCP', value: 1 }, problem: { kind: 'hydration_mismatch', where: 'shell' } },
      false,
    ],
    [{ page: 'https://evil.test/', vital: { name: 'LCP', value: 1 } }, false],
    [{ page: '/points', arrived: 'points' }, true],
    [{ page: '/points', arrived: 'Points!' }, false],
    [{ page: '/points', arrived: { step: 'points' } }, false],
    [{ page: '/points', arrived: 'points', vital: { name: 'LCP', value: 1 } }, false],
    [[], false],
  ])('%j is accepted: %s', (body, accepted) => {
    expect(checkReport(body) !== undefined).toBe(accepted);
  });
});
