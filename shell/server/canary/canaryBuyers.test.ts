import type { BuyerSession } from '../session/buyerSession';
import { memoryCounters } from '../store/counters';
import { canaryBuyers, type Visit } from './canaryBuyers';
import { stepTally } from './stageTally';

const START = 1_800_000_000_000;
const entry = (step: string, build: string) =>
  ({ manifest: `http://s/${step}/${build}/mf-manifest.json`, routes: [], journey: {}, calls: [] }) as never;
/** The journey's last three steps as their step.json declare them. */
const JOURNEY = [
  { step: 'confirm', needs: ['draft'] },
  { step: 'points', when: 'loyaltyCustomer', needs: ['signed'] },
  { step: 'payment', needs: ['product', 'contractNumber', 'signed'] },
] as unknown as Visit['journey'];
/** A session that went through the journey to the points step: a loyalty customer with a contract. */
const journeyed = (id: string): BuyerSession => ({
  id,
  contracts: [{ id: 7, number: 'GC7', savedAt: 1 }],
  loyaltyCustomerId: 'LC-1',
});
const visit = (session: BuyerSession, pointsBuild = '1.1.0+b', address = `10.0.0.${session.id}`): Visit => ({
  session,
  address,
  registry: {
    confirm: entry('confirm', '1.0.0+c'),
    points: entry('points', pointsBuild),
    payment: entry('payment', '1.0.0+p'),
  },
  journey: JOURNEY,
});

function setUp(perMinute = 3) {
  let clock = START;
  const counters = memoryCounters(() => clock);
  const tally = stepTally(counters);
  tally.watch({ points: 'stage 1' });
  const counted: string[] = [];
  const add = jest.spyOn(counters, 'add');
  const buyers = canaryBuyers({
    tally,
    counters,
    perMinute,
    countBuild: (event, step, url) => counted.push(`${event} ${step} ${url.split('/')[4]}`),
  });
  return {
    tally,
    buyers,
    counted,
    add,
    advance: (ms: number) => (clock += ms),
    read: (build = '1.1.0+b', stage = 'stage 1') => tally.read('points', build, stage),
  };
}

describe('a buyer of a build', () => {
  it('is a session that arrived at the watched step, counted once by its build whenever it comes back', async () => {
    const { buyers, counted, advance, read } = setUp();
    await buyers.arrived(visit(journeyed('1')), 'points');
    await buyers.arrived(visit(journeyed('1')), 'points');
    advance(20 * 60_000);
    await buyers.arrived(visit(journeyed('1')), 'points');
    await buyers.arrived(visit(journeyed('2'), '1.0.0+a'), 'points');
    // Another step's arrival counts nobody: only the watched step's buyers are its buyers.
    await buyers.arrived(visit(journeyed('3')), 'payment');
    expect((await read()).buyers).toBe(1);
    expect((await read('1.0.0+a')).buyers).toBe(1);
    expect(counted).toEqual(['buyer points 1.1.0+b', 'buyer points 1.0.0+a']);
  });

  it('needs the journey the shop saw get to the step: its loyalty customer and a contract the insurer made', async () => {
    const { buyers, read } = setUp();
    const { contracts: _none, ...noContract } = journeyed('1');
    const { loyaltyCustomerId: _nobody, ...noCustomer } = journeyed('2');
    await buyers.arrived(visit({ ...noContract, contracts: [] }), 'points');
    await buyers.arrived(visit(noCustomer), 'points');
    // A page load alone: a session with builds and nothing else.
    await buyers.arrived(visit({ id: '3', contracts: [] }), 'points');
    // No session at all: none of a share's buyers is without one.
    await buyers.arrived(visit({ contracts: [], loyaltyCustomerId: 'LC-1' }), 'points');
    expect((await read()).buyers).toBe(0);
    await buyers.arrived(visit(journeyed('1')), 'points');
    expect((await read()).buyers).toBe(1);
  });

  it('counts once in each stage of the canary: a new stage counts its buyers afresh', async () => {
    const { tally, buyers, read } = setUp();
    await buyers.arrived(visit(journeyed('1')), 'points');
    tally.watch({ points: 'stage 2' });
    // Not a buyer of this stage yet: its page's report is not this stage's.
    await buyers.reported(visit(journeyed('1')), 'points', { problem: 'hydrationMismatch' });
    await buyers.arrived(visit(journeyed('1')), 'points');
    await buyers.reported(visit(journeyed('1')), 'points', { problem: 'hydrationMismatch' });
    expect(await read()).toMatchObject({ buyers: 1, hydrationMismatch: 0 });
    expect(await read('1.1.0+b', 'stage 2')).toMatchObject({ buyers: 1, hydrationMismatch: 1 });
  });

  it('comes at most 3 a minute from one address, however many sessions it has', async () => {
    const { buyers, advance, read } = setUp(3);
    for (let n = 0; n < 10; n++) await buyers.arrived(visit(journeyed(`s${n}`), '1.1.0+b', '203.0.113.7'), 'points');
    expect((await read()).buyers).toBe(3);
    advance(60_000);
    for (let n = 10; n < 20; n++) await buyers.arrived(visit(journeyed(`s${n}`), '1.1.0+b', '203.0.113.7'), 'points');
    expect((await read()).buyers).toBe(6);
  });

  it('counts nothing while no step is watched', async () => {
    const { tally, buyers, read } = setUp();
    tally.watch({});
    await buyers.arrived(visit(journeyed('1')), 'points');
    await buyers.reported(visit(journeyed('1')), 'points', { problem: 'loadFailed' });
    await buyers.called(visit(journeyed('1')), 'payment', false);
    expect(await read()).toMatchObject({ buyers: 0, loadFailed: 0, reachedNext: 0 });
  });
});

describe("a buyer's page reports", () => {
  it('count only from a buyer of that build, each figure once, LCP and INP included', async () => {
    const { buyers, read, add } = setUp();
    const stranger = visit({ id: '9', contracts: [] });
    await buyers.arrived(stranger, 'points');
    for (let n = 0; n < 5; n++) {
      await buyers.reported(stranger, 'points', { problem: 'hydrationMismatch' });
      await buyers.reported(stranger, 'points', { vital: 'LCP', ms: 20_000 });
    }
    // A session whose journey the shop did not see costs the store nothing, however much its page posts.
    expect(add).not.toHaveBeenCalled();
    const buyer = visit(journeyed('1'));
    await buyers.arrived(buyer, 'points');
    for (let n = 0; n < 5; n++) {
      await buyers.reported(buyer, 'points', { problem: 'hydrationMismatch' });
      await buyers.reported(buyer, 'points', { vital: 'LCP', ms: 20_000 });
      await buyers.reported(buyer, 'points', { vital: 'INP', ms: 900 });
    }
    // The same session's reports of another build of the step are not this build's.
    await buyers.reported(visit(journeyed('1'), '1.0.0+a'), 'points', { problem: 'hydrationMismatch' });
    const figures = await read();
    expect(figures).toMatchObject({ buyers: 1, hydrationMismatch: 1 });
    expect(figures.lcp.reduce((a, b) => a + b)).toBe(1);
    expect(figures.inp.reduce((a, b) => a + b)).toBe(1);
    expect((await read('1.0.0+a')).hydrationMismatch).toBe(0);
  });

  it("of a load failure count the page's arrival at the step first, in whichever order they come", async () => {
    const { buyers, read } = setUp();
    await buyers.reported(visit(journeyed('1')), 'points', { problem: 'loadFailed' });
    await buyers.arrived(visit(journeyed('1')), 'points');
    await buyers.reported(visit({ id: '2', contracts: [] }), 'points', { problem: 'loadFailed' });
    expect(await read()).toMatchObject({ buyers: 1, loadFailed: 1 });
  });
});

describe("a buyer's insurer calls", () => {
  it("show the step worked, and reached the next step from an earlier one, once each; nobody else's", async () => {
    const { tally, buyers, counted, read } = setUp();
    tally.watch({ confirm: 'stage 1', points: 'stage 1' });
    const buyer = visit(journeyed('1'));
    await buyers.arrived(buyer, 'points');
    await buyers.called(buyer, 'payment', false);
    await buyers.called(buyer, 'payment', true);
    // The shell's own calls are no step's.
    await buyers.called(visit(journeyed('2')), 'shell', false);
    // A payment call of a session that was no buyer of the points step.
    await buyers.called(visit(journeyed('3')), 'payment', false);
    expect(await read()).toMatchObject({ buyers: 1, worked: 1, reachedNext: 1, calls: 0, callErrors: 0 });
    expect(counted).toEqual(['buyer points 1.1.0+b', 'reached points 1.1.0+b']);
    // The confirm step, watched too, had no buyer: a payment call reaches nothing from it.
    expect(await tally.read('confirm', '1.0.0+c', 'stage 1')).toMatchObject({ buyers: 0, reachedNext: 0 });
  });

  it('of the step count its buyers who made them, and those who had one fail, once each', async () => {
    const { buyers, read } = setUp();
    const one = visit(journeyed('1'));
    const two = visit(journeyed('2'));
    await buyers.arrived(one, 'points');
    await buyers.arrived(two, 'points');
    for (let n = 0; n < 5; n++) {
      await buyers.called(one, 'points', true);
      await buyers.called(two, 'points', false);
    }
    expect(await read()).toMatchObject({ buyers: 2, worked: 2, calls: 2, callErrors: 1, reachedNext: 0 });
  });
});
