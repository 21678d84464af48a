// The random ids of the trace context (traceContext.ts), drawn from a pool of random bytes: one randomFillSync per
// pool of ids instead of one randomBytes call (a system call) per id, which a profile of the gateway under load
// found among its largest costs (docs/operations.md). The bytes are the same cryptographic random bytes; only the
// number of calls that fetch them changes.
import { randomFillSync } from 'node:crypto';

/** 4 KiB: 170 insurer calls' trace and span ids (16 and 8 bytes) per fill. */
const POOL_BYTES = 4096;
const ALL_ZERO = /^0+$/;

/**
 * A source of random ids as lowercase hex, `bytes` long each. Never all zeros: the W3C trace context makes an
 * all-zero trace id or span id invalid, so such a draw (one in 2^64 for a span id) is drawn again.
 */
export function randomIdSource(poolBytes = POOL_BYTES, fill: (pool: Buffer) => void = randomFillSync) {
  const pool = Buffer.alloc(poolBytes);
  let used = poolBytes;
  const draw = (bytes: number) => {
    if (used + bytes > poolBytes) {
      fill(pool);
      used = 0;
    }
    used += bytes;
    return pool.toString('hex', used - bytes, used);
  };
  return function randomId(bytes: number): string {
    if (bytes < 1 || bytes > poolBytes)
      throw new RangeError(`an id of ${bytes} bytes does not fit a pool of ${poolBytes}`);
    for (;;) {
      const id = draw(bytes);
      if (!ALL_ZERO.test(id)) return id;
    }
  };
}
