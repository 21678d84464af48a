// Test harness: a real sandbox on 127.0.0.1, port 0, a temporary database and a clock the test moves.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, type Sandbox, type SandboxOptions } from '../app';

export const TEST_TOKEN = 'test-partner-token';

export class TestClock {
  private current: number;

  constructor(start: string | Date) {
    this.current = new Date(start).getTime();
  }

  now = (): Date => new Date(this.current);

  advance(ms: number): void {
    this.current += ms;
  }

  set(at: string | Date): void {
    this.current = new Date(at).getTime();
  }
}

// Answers are what the server sent, checked by the tests' expectations rather than by the type system.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type JsonAnswer = any;

export interface Answer<T = JsonAnswer> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

interface RequestOptions {
  body?: unknown;
  /** undefined: the right token; null: no token; a string: that token. */
  token?: string | null;
  headers?: Record<string, string>;
  form?: Record<string, string>;
  raw?: string;
}

export interface TestSandbox {
  url: string;
  clock: TestClock;
  sandbox: Sandbox;
  dbFile: string;
  request<T = JsonAnswer>(method: string, path: string, options?: RequestOptions): Promise<Answer<T>>;
  get<T = JsonAnswer>(path: string, options?: RequestOptions): Promise<Answer<T>>;
  post<T = JsonAnswer>(path: string, body?: unknown, options?: RequestOptions): Promise<Answer<T>>;
  put<T = JsonAnswer>(path: string, body?: unknown, options?: RequestOptions): Promise<Answer<T>>;
  /** Stops the server, keeping the database file. */
  stop(): Promise<void>;
  /** Stops the server and removes the temporary folder. */
  close(): Promise<void>;
}

/** 2026-03-10 11:00 Kyiv time (winter, UTC+2). */
const DEFAULT_NOW = '2026-03-10T09:00:00Z';

/**
 * The tests of a file share one sandbox, one buyer phone and the seeded loyalty customers' phones, so they would
 * soon reach the real per-phone SMS limits; a test of the limits passes its own.
 */
const TEST_SMS_LIMITS = { per10Minutes: 10_000, perDay: 10_000, perPhoneDay: 10_000 };

export async function startSandbox(
  options: {
    now?: string;
    dir?: string;
    clock?: TestClock;
    smsLimits?: SandboxOptions['smsLimits'];
    cardlab?: boolean;
  } = {},
): Promise<TestSandbox> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'greencard-sandbox-'));
  const dbFile = join(dir, 'sandbox.sqlite');
  const clock = options.clock ?? new TestClock(options.now ?? DEFAULT_NOW);
  const sandbox = await createSandbox({
    dbFile,
    token: TEST_TOKEN,
    now: clock.now,
    smsLimits: options.smsLimits ?? TEST_SMS_LIMITS,
    cardlab: options.cardlab,
  });
  const address = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });

  const request = async <T>(method: string, path: string, opts: RequestOptions = {}): Promise<Answer<T>> => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token !== null) headers['COM-TOKEN'] = opts.token ?? TEST_TOKEN;
    let body: string | undefined;
    if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(opts.form).toString();
    } else if (opts.raw !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = opts.raw;
    } else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const response = await fetch(`${address}${path}`, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json')) parsed = JSON.parse(text);
    return { status: response.status, body: parsed as T, text, headers: response.headers };
  };

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await sandbox.close();
  };
  return {
    url: address,
    clock,
    sandbox,
    dbFile,
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    stop,
    async close() {
      await stop();
      if (!options.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
