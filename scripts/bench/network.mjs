// What a page fetched, from Chromium's own network events: every response's address, type and bytes on the wire, and
// a wait for the network to fall quiet (nothing in flight for a while).

const POLL_MS = 50;

/**
 * @typedef {{ url?: string, type?: string, mimeType?: string, bytes: number }} Response `url`, `type` and
 * `mimeType` are missing for a request that finished without a response event
 */

export function trackNetwork(cdp) {
  const received = new Map();
  const inFlight = new Set();
  /** @type {Response[]} */
  const finished = [];
  let lastActivity = Date.now();
  const settle = (requestId) => {
    inFlight.delete(requestId);
    lastActivity = Date.now();
  };
  cdp.on('Network.requestWillBeSent', (e) => {
    inFlight.add(e.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (e) =>
    received.set(e.requestId, { url: e.response.url, type: e.type, mimeType: e.response.mimeType }),
  );
  cdp.on('Network.loadingFailed', (e) => settle(e.requestId));
  cdp.on('Network.loadingFinished', (e) => {
    settle(e.requestId);
    finished.push({ ...received.get(e.requestId), bytes: e.encodedDataLength });
  });
  return {
    /** Every response finished so far. @returns {Response[]} */
    finished: () => [...finished],
    /** Resolves once nothing has been in flight for `quietMs`; rejects after `timeoutMs`. */
    async quiet(quietMs = 500, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline) throw new Error(`the network was still busy after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
  };
}
