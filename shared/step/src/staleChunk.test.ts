import { CHUNK_RELOAD_INTERVAL_MS, CHUNK_RELOAD_KEY, isChunkLoadError, reloadForStaleChunk } from './staleChunk';

function chunkError() {
  const error = new Error('Loading chunk 123 failed.\n(error: http://x/123.js)');
  error.name = 'ChunkLoadError';
  return error;
}

function environment(start: number) {
  const values = new Map<string, string>();
  let now = start;
  const reload = jest.fn();
  return {
    env: {
      storage: {
        getItem: (k: string) => values.get(k) ?? null,
        setItem: (k: string, v: string) => void values.set(k, v),
      },
      now: () => now,
      reload,
    },
    advance: (ms: number) => (now += ms),
    reload,
    values,
  };
}

describe('stale chunk reload (rules §2: at most once per minute)', () => {
  it.each([
    [chunkError(), true],
    [new Error('Loading CSS chunk 7 failed'), true],
    [new TypeError('Failed to fetch dynamically imported module: /x.js'), true],
    [new Error('Cannot read properties of undefined'), false],
    ['Loading chunk 1 failed', false],
  ])('recognises %p as a chunk error: %p', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });

  it('reloads on the first chunk failure and remembers when', () => {
    const { env, reload, values } = environment(1_000_000);
    expect(reloadForStaleChunk(chunkError(), env)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(values.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('does not reload again within a minute, and does after it', () => {
    const { env, reload, advance } = environment(1_000_000);
    reloadForStaleChunk(chunkError(), env);
    advance(CHUNK_RELOAD_INTERVAL_MS - 1);
    expect(reloadForStaleChunk(chunkError(), env)).toBe(false);
    advance(1);
    expect(reloadForStaleChunk(chunkError(), env)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads for other errors', () => {
    const { env, reload } = environment(5);
    expect(reloadForStaleChunk(new Error('boom'), env)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when storage is unavailable (it could loop)', () => {
    const { env, reload } = environment(5);
    env.storage.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(reloadForStaleChunk(chunkError(), env)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
