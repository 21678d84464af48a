import { randomFillSync } from 'node:crypto';
import { randomIdSource } from './randomIds';

describe('the random ids of the trace context', () => {
  it('gives unique lowercase hex ids of the asked size, many per fill of the pool', () => {
    let fills = 0;
    const randomId = randomIdSource(64, (pool) => {
      fills++;
      randomFillSync(pool);
    });
    const spanIds = Array.from({ length: 2000 }, () => randomId(8));
    const traceIds = Array.from({ length: 1000 }, () => randomId(16));
    for (const id of spanIds) expect(id).toMatch(/^[0-9a-f]{16}$/);
    for (const id of traceIds) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set([...spanIds, ...traceIds]).size).toBe(3000);
    // Eight span ids or four trace ids per 64-byte fill, not a fill per id.
    expect(fills).toBe(2000 / 8 + 1000 / 4);
  });

  it('draws again when an id would be all zeros (invalid in a traceparent), refilling when the pool runs out', () => {
    const fills = [Buffer.alloc(24), Buffer.from(`${'00'.repeat(15)}01${'ff'.repeat(8)}`, 'hex')];
    const randomId = randomIdSource(24, (pool) => (fills.shift() as Buffer).copy(pool));
    // The first fill's three 8-byte ids are all zeros, and so are the second fill's first 8 bytes.
    expect(randomId(8)).toBe('0000000000000001');
    expect(randomId(8)).toBe('ffffffffffffffff');
    expect(fills).toEqual([]);
  });

  it('refuses an id larger than its pool', () => {
    expect(() => randomIdSource(8)(16)).toThrow(RangeError);
  });
});
