/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './jsonBody';
import { fakeInsurer, shopServer } from './testing';

describe('the nesting depth of a JSON body', () => {
  it.each([
    ['{"a":{"b":[1,2,{"c":3}]}}', 4, false],
    ['{"a":{"b":[1,2,{"c":3}]}}', 3, true],
    ['"[[[[[[[["', 1, false],
    ['{"a":"\\\\"}', 1, false],
    ['{"a":"\\"[[[[["}', 1, false],
    ['[[]]', 1, true],
  ])('%s deeper than %d: %s', (text, depth, deeper) => {
    expect(nestsDeeperThan(text, depth)).toBe(deeper);
  });
});

describe('a body nested too deep', () => {
  let insurer: Awaited<ReturnType<typeof fakeInsurer>>;
  let shop: FastifyInstance;
  beforeAll(async () => {
    insurer = await fakeInsurer();
    shop = await shopServer(insurer.url);
  });
  afterAll(async () => {
    await shop.close();
    await insurer.close();
  });

  it.each([
    ['arrays', (n: number) => `{"contract_id":41,"code":${'['.repeat(n)}${']'.repeat(n)}}`],
    ['objects', (n: number) => `{"contract_id":41,"code":${'{"a":'.repeat(n)}1${'}'.repeat(n)}}`],
  ])('answers 400, not 500, for %s 5000 deep under the size limit, and reaches no insurer', async (_what, nested) => {
    const payload = nested(5000);
    expect(payload.length).toBeLessThan(32 * 1024);
    const answer = await shop.inject({
      method: 'POST',
      url: '/api/green/save/draft',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: `The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels` });
    expect(insurer.received).toEqual([]);
  });

  it('still takes a body as deep as the limit, and answers 400 to broken JSON', async () => {
    const deep = `{"address":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}`;
    const answer = await shop.inject({
      method: 'POST',
      url: '/api/green/save/draft',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(answer.statusCode).toBe(200);
    const broken = await shop.inject({
      method: 'POST',
      url: '/api/green/save/draft',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(broken.statusCode).toBe(400);
  });
});
