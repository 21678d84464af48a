import { callTraceparent, traceHeaders, traceparentsFromInstrumentation } from './traceContext';

const BROWSER_TRACE = '0af7651916cd43dd8448eb211c80319c';
const VALID = `00-${BROWSER_TRACE}-b7ad6b7169203331-01`;
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-(0[01])$/;

describe('the trace context sent to the insurer without an exporter', () => {
  it("continues a browser's valid trace with a span id of its own per call, keeping its sampled flag", () => {
    const sent = [callTraceparent(VALID), callTraceparent(VALID)];
    expect(sent).toEqual([expect.stringMatching(TRACEPARENT), expect.stringMatching(TRACEPARENT)]);
    expect(sent.map((one) => TRACEPARENT.exec(one ?? '')?.[1])).toEqual([BROWSER_TRACE, BROWSER_TRACE]);
    expect(new Set([...sent, VALID]).size).toBe(3);
    expect(callTraceparent(`00-${BROWSER_TRACE}-b7ad6b7169203331-00`)).toMatch(
      new RegExp(`^00-${BROWSER_TRACE}-[0-9a-f]{16}-00$`),
    );
  });

  it.each([
    undefined,
    'garbage',
    `00-${'0'.repeat(32)}-b7ad6b7169203331-01`,
    `00-${BROWSER_TRACE}-${'0'.repeat(16)}-01`,
    `ff-${BROWSER_TRACE}-b7ad6b7169203331-01`,
    `00-${BROWSER_TRACE.toUpperCase()}-b7ad6b7169203331-01`,
  ])('starts a new sampled trace for %j', (incoming) => {
    const sent = callTraceparent(incoming) ?? '';
    const [, traceId, spanId, flags] = TRACEPARENT.exec(sent) ?? [];
    expect(traceId).toMatch(/^(?!0{32})[0-9a-f]{32}$/);
    expect(traceId).not.toBe(BROWSER_TRACE);
    expect(spanId).toMatch(/^(?!0{16})[0-9a-f]{16}$/);
    expect(flags).toBe('01');
  });

  it('draws new ids for every trace', () => {
    const traces = new Set(Array.from({ length: 1000 }, () => TRACEPARENT.exec(callTraceparent(undefined) ?? '')?.[1]));
    expect(traces.size).toBe(1000);
  });

  it("gives the server's own calls a new trace, and none while the instrumentation sends its own", () => {
    expect(traceHeaders({ 'COM-TOKEN': 't' })).toEqual({
      'COM-TOKEN': 't',
      traceparent: expect.stringMatching(TRACEPARENT),
    });
    traceparentsFromInstrumentation(true);
    try {
      expect(callTraceparent(VALID)).toBeUndefined();
      expect(traceHeaders({ 'COM-TOKEN': 't' })).toEqual({ 'COM-TOKEN': 't' });
    } finally {
      traceparentsFromInstrumentation(false);
    }
  });
});
