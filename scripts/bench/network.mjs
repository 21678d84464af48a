// What a page fetched, from Chromium's own network events: every response's bytes on the wire, the scripts among
// them, and a wait for the network to fall quiet (nothing in flight for a while).

const POLL_MS = 50;

export function trackNetwork(cdp) {
  const types = new Map();
  const inFlight = new Set();
  const scripts = [];
  let allBytes = 0;
  let lastActivity = Date.now();
  const settle = (requestId) => {
    inFlight.delete(requestId);
    lastActivity = Date.now();
  };
  cdp.on('Network.requestWillBeSent', (e) => {
    inFlight.add(e.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, { type: e.type, url: e.response.url }));
  cdp.on('Network.loadingFailed', (e) => settle(e.requestId));
  cdp.on('Network.loadingFinished', (e) => {
    settle(e.requestId);
    allBytes += e.encodedDataLength;
    const info = types.get(e.requestId);
    if (info?.type === 'Script') scripts.push([info.url, e.encodedDataLength]);
  });
  return {
    /** @returns {{ allBytes: number, scripts: [string, number][] }} */
    transferred: () => ({ allBytes, scripts: [...scripts] }),
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
