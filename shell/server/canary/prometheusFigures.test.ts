/** @jest-environment node */
// The judge's figures from Prometheus: each count the increase of the shop's metrics over the window, for the step and
// build asked, and the vitals per bin of the histogram's own buckets.
import { PAGE_SECONDS } from '../observability/metrics';
import { prometheusFigures } from './prometheusFigures';

const vector = (result: unknown[]) => Response.json({ status: 'success', data: { resultType: 'vector', result } });
const one = (value: number) => [{ metric: {}, value: [0, String(value)] }];

it('reads each figure as the increase over the window, and the vitals by bucket', async () => {
  const asked: string[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    const query = url.searchParams.get('query') ?? '';
    asked.push(query);
    expect(url.pathname).toBe('/prom/api/v1/query');
    expect(url.searchParams.get('time')).toBe('1800000120');
    if (query.includes('event="buyer"')) return vector(one(120.4));
    if (query.includes('event="reached"')) return vector(one(80));
    if (query.includes('step_load_failed')) return vector(one(40.6));
    if (query.includes('hydration_mismatch')) return vector([]);
    if (query.includes('outcome=~')) return vector(one(9));
    if (query.includes('shop_step_insurer_calls_total')) return vector(one(90));
    if (query.includes('name="LCP"')) {
      // Cumulative: 10 at or below 0.5 s, 30 at or below 0.8 s, 30 in all.
      return vector([
        ...PAGE_SECONDS.map((le) => ({
          metric: { le: String(le) },
          value: [0, String(le < 0.5 ? 0 : le < 0.8 ? 10 : 30)],
        })),
        { metric: { le: '+Inf' }, value: [0, '30'] },
      ]);
    }
    return vector([]);
  }) as typeof fetch;
  const figures = await prometheusFigures('http://prom.example/prom/', fetchImpl).read(
    'points',
    '1.1.0+b',
    1_800_000_000_000,
    1_800_000_120_000,
  );
  expect(figures).toMatchObject({
    buyers: 120,
    reachedNext: 80,
    loadFailed: 41,
    hydrationMismatch: 0,
    calls: 90,
    callErrors: 9,
  });
  expect(figures.lcp[PAGE_SECONDS.indexOf(0.5)]).toBe(10);
  expect(figures.lcp[PAGE_SECONDS.indexOf(0.8)]).toBe(20);
  expect(figures.lcp.reduce((a, b) => a + b, 0)).toBe(30);
  expect(figures.inp.every((count) => count === 0)).toBe(true);
  expect(asked).toContain('sum(increase(shop_step_builds_total{step="points",build="1.1.0+b",event="buyer"}[120s]))');
  expect(asked).toContain(
    'sum by (le) (increase(shop_web_vital_seconds_bucket{step="points",build="1.1.0+b",name="LCP"}[120s]))',
  );
});

it('refuses an answer that is not a vector', async () => {
  const fetchImpl = (async () =>
    Response.json({ status: 'error', error: 'bad query' }, { status: 400 })) as typeof fetch;
  await expect(prometheusFigures('http://prom.example', fetchImpl).read('points', 'b', 0, 1000)).rejects.toThrow(
    /Prometheus answered 400/,
  );
});
