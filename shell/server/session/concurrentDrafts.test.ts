/** @jest-environment node */
// Two requests of one session that each add a contract keep both (docs/shop-server.md, section 2): whichever of the
// two cookies the browser ends up with, both contracts are its own, because the server keeps them under the id
// that both cookies carry.
import { fakeInsurer, sessionCookieOf, shopServer } from '../testing';

const json = { 'content-type': 'application/json' };

it('keeps both contracts of two drafts saved at the same moment', async () => {
  let next = 200;
  const insurer = await fakeInsurer({
    'POST /green/save/draft': () => {
      next += 1;
      return { body: { data: { id: next, number: `GC${next}`, date: '2026-11-23' } } };
    },
  });
  const shop = await shopServer(insurer.url);
  try {
    const first = await shop.inject({ method: 'POST', url: '/api/green/save/draft', headers: json, payload: {} });
    const cookie = sessionCookieOf(first);
    const both = await Promise.all(
      [1, 2].map(() =>
        shop.inject({ method: 'POST', url: '/api/green/save/draft', headers: { ...json, cookie }, payload: {} }),
      ),
    );
    const ids = both.map((answer) => answer.json<{ data: { id: number } }>().data.id);
    expect(new Set(ids).size).toBe(2);
    // Each answer's cookie may name only its own new contract; the browser keeps whichever came last.
    for (const answer of both) {
      for (const id of [201, ...ids]) {
        const shown = await shop.inject({
          method: 'GET',
          url: `/api/order/ewaShow?contract_id=${id}`,
          headers: { cookie: sessionCookieOf(answer) },
        });
        expect(shown.statusCode).toBe(200);
      }
    }
    // A stranger still holds none of them.
    expect((await shop.inject({ method: 'GET', url: `/api/order/ewaShow?contract_id=${ids[0]}` })).statusCode).toBe(
      403,
    );
  } finally {
    await shop.close();
    await insurer.close();
  }
});
