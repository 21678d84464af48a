// Debian's redis-server (scripts/test.mjs installs it) on a free 127.0.0.1 port, for the tests of what the shop's
// replicas share through REDIS_URL: nothing written to disk unless asked, stopped after. It can be stopped and started again on
// the same port, as an operator's Redis that goes away and comes back.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from 'node:net';
import { freePort } from './ports';

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

export interface RunningRedis {
  url: string;
  /** Stops the server (its data are gone); start() brings an empty one back on the same port. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
}

/** Whether a Redis answers PING on the port. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * With `persist`, it keeps its data as docker/compose.yaml's Redis does (an append-only file, here in a temporary
 * folder), so a stop and a start keep them.
 */
export async function startRedis({ persist = false }: { persist?: boolean } = {}): Promise<RunningRedis> {
  if (!existsSync(REDIS_SERVER))
    throw new Error(`${REDIS_SERVER} is missing: install Debian's redis-server (scripts/test.mjs does)`);
  const port = await freePort();
  const storage = persist
    ? ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', mkdtempSync(path.join(tmpdir(), 'greencard-redis-'))]
    : ['--appendonly', 'no'];
  let server: ChildProcess | undefined;
  const start = async () => {
    server = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...storage], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 100; i++) {
      if (await answersPing(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server did not answer on port ${port}`);
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}

const REDIS_CLI = process.env.REDIS_CLI_PATH ?? '/usr/bin/redis-cli';

/** Runs one command on the Redis at `url` as an operator would (`FLUSHALL`), answering its output. */
export function redisCommand(url: string, ...command: string[]): string {
  const run = spawnSync(REDIS_CLI, ['-u', url, ...command], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`redis-cli ${command.join(' ')} failed: ${run.stderr}`);
  return run.stdout.trim();
}
