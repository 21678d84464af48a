import { childTraceparent, traceOf } from './traceContext';

const VALID = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

describe('the trace context sent to the insurer', () => {
  it("continues a browser's valid trace with a span of its own", () => {
    const sent = childTraceparent(traceOf(VALID));
    expect(sent).toMatch(/^00-0af7651916cd43dd8448eb211c80319c-[0-9a-f]{16}-01$/);
    expect(sent).not.toBe(VALID);
  });

  it.each([
    undefined,
    'garbage',
    `00-${'0'.repeat(32)}-b7ad6b7169203331-01`,
    ['a', 'b'],
    '01-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
  ])('starts a new sampled trace for %j', (incoming) => {
    const trace = traceOf(incoming);
    expect(trace.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(trace.traceId).not.toBe('0af7651916cd43dd8448eb211c80319c');
    expect(childTraceparent(trace)).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  });
});
