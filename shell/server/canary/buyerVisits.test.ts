import { memoryCounters } from '../store/counters';
import { buyerVisits } from './buyerVisits';
import { memoryBuckets, stepTally } from './stageTally';

const START = 1_800_000_000_000;
const manifest = (step: string, build: string) => ({
  manifest: `http://s/${step}/${build}/mf-manifest.json`,
  routes: [],
  journey: {},
  calls: [],
});
const buyer = (pointsBuild: string) =>
  ({
    registry: {
      confirm: manifest('confirm', '1.0.0+c'),
      points: manifest('points', pointsBuild),
      payment: manifest('payment', '1.0.0+p'),
    },
    journey: ['confirm', 'points', 'payment'].map((step) => ({ step })),
  }) as unknown as Parameters<ReturnType<typeof buyerVisits>>[2];

function setUp() {
  let clock = START;
  const tally = stepTally(
    memoryBuckets(() => clock),
    { bucketMs: 1000, now: () => clock },
  );
  tally.watch(['points']);
  const counted: string[] = [];
  const visits = buyerVisits({
    tally,
    counters: memoryCounters(() => clock),
    countBuild: (event, step, url) => counted.push(`${event} ${step} ${url.split('/')[4]}`),
  });
  return {
    tally,
    visits,
    counted,
    advance: (ms: number) => (clock += ms),
    read: (build: string) => tally.read('points', build, START, clock),
  };
}

it('counts a buyer of a watched step once per ten minutes, by its build', async () => {
  const { visits, counted, advance, read } = setUp();
  await visits('buyer-1', 'points', buyer('1.1.0+b'));
  await visits('buyer-1', 'points', buyer('1.1.0+b'));
  await visits('buyer-2', 'points', buyer('1.0.0+a'));
  // Another step's page counts nobody: only the watched step's buyers are its buyers.
  await visits('buyer-3', 'confirm', buyer('1.1.0+b'));
  expect((await read('1.1.0+b')).buyers).toBe(1);
  expect((await read('1.0.0+a')).buyers).toBe(1);
  advance(10 * 60_000);
  await visits('buyer-1', 'points', buyer('1.1.0+b'));
  expect((await read('1.1.0+b')).buyers).toBe(2);
  expect(counted).toEqual(['buyer points 1.1.0+b', 'buyer points 1.0.0+a', 'buyer points 1.1.0+b']);
});

it("counts a buyer who ran the step and then a later step's page as reaching it, once; nobody else", async () => {
  const { visits, counted, read } = setUp();
  await visits('buyer-1', 'points', buyer('1.1.0+b'));
  await visits('buyer-1', 'payment', buyer('1.1.0+b'));
  await visits('buyer-1', 'payment', buyer('1.1.0+b'));
  // Came to payment without a points page (not a loyalty customer): it reached nothing from points.
  await visits('buyer-2', 'payment', buyer('1.1.0+b'));
  // An earlier step's page is no step on.
  await visits('buyer-3', 'points', buyer('1.1.0+b'));
  await visits('buyer-3', 'confirm', buyer('1.1.0+b'));
  expect(await read('1.1.0+b')).toMatchObject({ buyers: 2, reachedNext: 1 });
  expect(counted.filter((line) => line.startsWith('reached'))).toEqual(['reached points 1.1.0+b']);
});

it('counts nothing while no step is watched', async () => {
  const { tally, visits, read } = setUp();
  tally.watch([]);
  await visits('buyer-1', 'points', buyer('1.1.0+b'));
  await visits('buyer-1', 'payment', buyer('1.1.0+b'));
  expect(await read('1.1.0+b')).toMatchObject({ buyers: 0, reachedNext: 0 });
});
