// The bench's yardstick for a gateway (npm run bench:server, docs/operations.md): the least any Node program can do to
// forward the shop's `GET /api/<call>` to the insurer's `GET /<call>` with the partner token: a raw node:http server
// and an undici Pool, no session, no allow-list, no limit, no log, no metric. What it reaches beside the insurer on
// the same machine is the ceiling of a Node gateway there; what the shop reaches beside it is what its checks cost.
// Runs as its own process, as the shop does: startBareProxy starts this file, which serves when run directly.
import { createServer } from 'node:http';
import { Pool } from 'undici';
import { launch, stopChild, stopOnFailure, waitForHttp } from '../services.mjs';

const SELF = import.meta.filename;
const PREFIX = '/api/';
/** As many as the bench's default connections (BENCH_CONNECTIONS). */
const POOL_CONNECTIONS = 10;

function serve({ port, insurerApiUrl, comToken }) {
  const insurer = new URL(insurerApiUrl);
  const base = insurer.pathname.replace(/\/$/, '');
  const pool = new Pool(insurer.origin, { connections: POOL_CONNECTIONS });
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || !request.url.startsWith(PREFIX)) {
      response.writeHead(404).end();
      return;
    }
    pool
      .request({
        method: 'GET',
        path: `${base}/${request.url.slice(PREFIX.length)}`,
        headers: { accept: 'application/json', 'com-token': comToken },
      })
      .then(
        ({ statusCode, headers, body }) => {
          response.writeHead(statusCode, { 'content-type': headers['content-type'] ?? 'application/json' });
          body.pipe(response);
        },
        () => response.writeHead(502).end(),
      );
  });
  server.keepAliveTimeout = 60_000;
  server.listen(port, '127.0.0.1');
}

/** Starts the bare proxy on `port` in a process of its own (its output on standard error); resolves once it answers. */
export async function startBareProxy({ port, insurerApiUrl, comToken }) {
  const env = { PORT: String(port), INSURER_API_URL: insurerApiUrl, COM_TOKEN: comToken };
  const child = launch('bare proxy', [SELF], env, (line) => process.stderr.write(`${line}\n`));
  const url = `http://127.0.0.1:${port}`;
  await stopOnFailure(waitForHttp(url, child), () => stopChild(child));
  return { url, stop: () => stopChild(child) };
}

if (process.argv[1] === SELF) {
  const { PORT, INSURER_API_URL, COM_TOKEN } = process.env;
  serve({ port: Number(PORT), insurerApiUrl: INSURER_API_URL, comToken: COM_TOKEN });
}
