/** @jest-environment node */
// The page is told whether its session holds a proved loyalty customer (rules D32), by a cookie that says only that
// and lives exactly as long as that proof: the points step is offered for a proof the server has, and no other.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { fakeInsurer, loyaltyLink, sessionCookieOf, shopServer } from '../testing';
import { IDLE_SECONDS } from './buyerSession';

const proof = (answer: LightMyRequestResponse) => answer.cookies.find((cookie) => cookie.name === 'gc_loyalty');

describe('the proved loyalty customer, as the page sees it', () => {
  let insurer: Awaited<ReturnType<typeof fakeInsurer>>;
  let shop: FastifyInstance;
  let clock = Date.now();
  beforeAll(async () => {
    insurer = await fakeInsurer();
    shop = await shopServer(insurer.url, {}, { now: () => clock });
  });
  afterAll(async () => {
    await shop.close();
    await insurer.close();
  });

  it("comes with the programme's signed link, readable by the page, for as long as the session, and without the id", async () => {
    const link = await shop.inject({ method: 'GET', url: loyaltyLink('LC-1001') });
    expect(proof(link)).toMatchObject({ value: '1', maxAge: IDLE_SECONDS, path: '/', sameSite: 'Lax' });
    expect(proof(link)?.httpOnly).toBeFalsy();
    expect(JSON.stringify(proof(link))).not.toContain('LC-1001');
  });

  it('does not come with a bare or forged id', async () => {
    for (const url of [
      '/?loyalty_id=LC-1001',
      loyaltyLink('LC-1001', { key: 'another-programme-key-of-32-characters' }),
    ])
      expect(proof(await shop.inject({ method: 'GET', url }))).toBeUndefined();
  });

  it('ends with the session: a page of a session that has ended, or that cannot be read, clears it', async () => {
    const link = await shop.inject({ method: 'GET', url: loyaltyLink('LC-1001') });
    const cookie = `${sessionCookieOf(link)}; gc_loyalty=1`;
    // While the session lives, a page leaves it as it is.
    expect(proof(await shop.inject({ method: 'GET', url: '/en/confirm', headers: { cookie } }))).toBeUndefined();
    clock += IDLE_SECONDS * 1000;
    const ended = proof(await shop.inject({ method: 'GET', url: '/en/confirm', headers: { cookie } }));
    expect(ended?.value).toBe('');
    expect(new Date(ended?.expires ?? Date.now()).getTime()).toBeLessThanOrEqual(Date.now());
    expect(
      proof(await shop.inject({ method: 'GET', url: '/en/confirm', headers: { cookie: 'gc_loyalty=1' } }))?.value,
    ).toBe('');
  });
});

it('leaves a request the shop sheds before reading its cookies (loadShedding.ts) to its 503, cookie or none', async () => {
  const insurer = await fakeInsurer();
  const shop = await shopServer(insurer.url, { maxEventLoopDelayMs: 5 });
  try {
    await shop.ready();
    const stalledUntil = Date.now() + 1500;
    while (Date.now() < stalledUntil);
    for (let waited = 0; !shop.isUnderPressure() && waited < 3000; waited += 10)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const answer = await shop.inject({ method: 'GET', url: '/', headers: { cookie: 'gc_loyalty=1' } });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('10');
  } finally {
    await shop.close();
    await insurer.close();
  }
});
