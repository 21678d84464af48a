// The bench's yardstick for a gateway (npm run bench:server, docs/operations.md): the least any Node program can do to
// forward the shop's `GET /api/<call>` to the insurer's `GET /<call>` with the partner token: a raw node:http server
// and an undici Pool, no session, no allow-list, no limit, no log, no metric. What it reaches beside the insurer on
// the same machine is the ceiling of a Node gateway there; what the shop reaches beside it is what its checks cost.
// Runs as its own process, as the shop does: startBareProxy spawns this file, which serves when run directly.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';

const SELF = fileURLToPath(import.meta.url);
const PREFIX = '/api/';

function serve({ port, insurerApiUrl, comToken, connections }) {
  const insurer = new URL(insurerApiUrl);
  const base = insurer.pathname.replace(/\/$/, '');
  const pool = new Pool(insurer.origin, { connections });
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
  server.listen(port, '127.0.0.1', () => console.log('listening'));
}

/** Starts the bare proxy on `port` in a process of its own; resolves once it listens, with a stop(). */
export function startBareProxy({ port, insurerApiUrl, comToken, connections = 10 }) {
  const child = spawn(process.execPath, [SELF], {
    env: {
      ...process.env,
      PORT: String(port),
      INSURER_API_URL: insurerApiUrl,
      COM_TOKEN: comToken,
      CONNECTIONS: String(connections),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare proxy exited with ${code}`)));
    child.stdout.once('data', () => resolve({ url: `http://127.0.0.1:${port}`, stop }));
  });
}

if (process.argv[1] === SELF) {
  const { PORT, INSURER_API_URL, COM_TOKEN, CONNECTIONS } = process.env;
  serve({ port: Number(PORT), insurerApiUrl: INSURER_API_URL, comToken: COM_TOKEN, connections: Number(CONNECTIONS) });
}
