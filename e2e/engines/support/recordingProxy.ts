// The HTTP proxy the Firefox and WebKit journeys browse through. It sees every request of the page, so it records each
// failed answer of the shop, its step servers and the sandbox (neither WebKitWebDriver nor every engine reports them
// to a test), and it puts a small probe first in each HTML page, which reports the page's console errors, uncaught
// errors, failed loads and Content-Security-Policy violations back to it (the probe is a file of the page's own
// origin, so the shop's policy allows it as it stands).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PROBE_PATH, PROBE_REPORT_PATH, PROBE_SCRIPT } from './pageProbe';

export interface RecordingProxy {
  /** The proxy's address for the browser, http://127.0.0.1:<port>. */
  url: string;
  port: number;
  /** What went wrong since the last call: failed answers and what the pages' probes reported. */
  takeProblems(): string[];
  /** Resolves once no request has been under way for `quietMs` (a page about to be left has finished its loads). */
  quiet(quietMs?: number): Promise<void>;
  /** Runs `script` in every page from now on, before the page's own (a measurement's variant of an engine). */
  setPageScript(script: string): void;
  /** The addresses the pages asked for since the last call, in order. */
  takeRequests(): string[];
  /**
   * Holds every script asked for under `prefix` (a step's build: its container and chunks) until `release`: the page
   * then shows the step's first view, the server's HTML, which nothing has taken over yet, as long as the test wants.
   */
  holdScripts(prefix: string): void;
  /** Lets the held scripts, and every later one, load. */
  release(): void;
  close(): Promise<void>;
}

export interface RecordingProxyOptions {
  /** Holds every request to the machine's servers this long before passing it on: a far server, for measurements. */
  latencyMs?: number;
}

/** Only the machine's own servers are the shop's; a third party (the tag manager) is never reached. */
const isLocal = (host: string) => /^(127\.0\.0\.1|localhost)(:\d+)?$/.test(host);
const isScript = (url: URL) => /\.m?js$/.test(url.pathname);

export async function startRecordingProxy({ latencyMs = 0 }: RecordingProxyOptions = {}): Promise<RecordingProxy> {
  let problems: string[] = [];
  let pageScript = '';
  let requests: string[] = [];
  let underWay = 0;
  let held: { prefix: string; waiting: Array<() => void> } | undefined;
  let lastChange = Date.now();
  const track = (response: http.ServerResponse) => {
    underWay += 1;
    lastChange = Date.now();
    response.once('close', () => {
      underWay -= 1;
      lastChange = Date.now();
    });
  };

  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? '/', `http://${request.headers.host}`);
    track(response);
    if (target.pathname === PROBE_PATH) {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      response.end(PROBE_SCRIPT + pageScript);
      return;
    }
    if (target.pathname === PROBE_REPORT_PATH && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        problems.push(`${request.headers.referer ?? target.host}: ${body}`);
        response.writeHead(204).end();
      });
      return;
    }
    if (!isLocal(target.host)) {
      response.writeHead(502).end();
      return;
    }
    requests.push(target.href);
    if (held && target.href.startsWith(held.prefix) && isScript(target)) {
      request.pause();
      held.waiting.push(() => forward(request, response, target));
      return;
    }
    forward(request, response, target);
  });

  /** Passes the page's request on to the shop's server, recording a failed answer and putting the probe into HTML. */
  function forward(request: http.IncomingMessage, response: http.ServerResponse, target: URL) {
    const headers = { ...request.headers };
    // Plain answers, so the probe can be put into the HTML; connections are the proxy's own.
    delete headers['accept-encoding'];
    delete headers['proxy-connection'];
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: request.method,
        headers,
      },
      (answer) => {
        const status = answer.statusCode ?? 0;
        // A document without an icon link (the /healthz answer the journeys store a journey from) makes the browser
        // guess /favicon.ico; the shop's pages name theirs.
        // A first draft without a session is answered 425 with the session's cookie, and the page repeats it at once
        // (docs/shop-server.md): a step of the protocol, not a failure.
        const settlesSession = status === 425 && target.pathname.startsWith('/api/');
        if (status >= 400 && !settlesSession && target.pathname !== '/favicon.ico')
          problems.push(`${request.method} ${target.href} answered ${status}`);
        const html = /^text\/html/.test(answer.headers['content-type'] ?? '');
        if (!html) {
          response.writeHead(status, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const page = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head([^>]*)>/i, `<head$1><script src="${PROBE_PATH}"></script>`);
          const { 'content-length': _length, ...rest } = answer.headers;
          response.writeHead(status, { ...rest, 'content-length': Buffer.byteLength(page) });
          response.end(page);
        });
      },
    );
    upstream.on('error', (error) => {
      problems.push(`${request.method} ${target.href} failed: ${error.message}`);
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    if (latencyMs > 0) {
      request.pause();
      setTimeout(() => request.pipe(upstream), latencyMs);
    } else {
      request.pipe(upstream);
    }
  }
  // HTTPS (only third parties here) is refused outright.
  server.on('connect', (_request, socket) => socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n'));

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    async quiet(quietMs = 250) {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline && (underWay > 0 || Date.now() - lastChange < quietMs)) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    setPageScript(script) {
      pageScript = script;
    },
    takeRequests() {
      const taken = requests;
      requests = [];
      return taken;
    },
    holdScripts(prefix) {
      held = { prefix, waiting: held?.waiting ?? [] };
    },
    release() {
      const waiting = held?.waiting ?? [];
      held = undefined;
      for (const pass of waiting) pass();
    },
    takeProblems() {
      const taken = problems;
      problems = [];
      return taken;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
