import { announcePageProblem } from './pageProblems';

/**
 * rules §2: chunk-loading failures reload the page, at most once per minute. After a redeploy the old
 * chunk names are gone; a reload picks up the new ones. A second failure within the minute is a real outage, so it
 * is left to the error boundary instead of reloading in a loop.
 */
export const CHUNK_RELOAD_KEY = 'chunk_reload_at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module/i.test(error.message)
  );
}

interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

const browserEnvironment = (): ReloadEnvironment => ({
  storage: window.sessionStorage,
  now: () => Date.now(),
  reload: () => window.location.reload(),
});

/** Reloads for a stale chunk unless one was done within the last minute; tells whether it reloaded. */
export function reloadForStaleChunk(error: unknown, env: ReloadEnvironment = browserEnvironment()): boolean {
  if (!isChunkLoadError(error)) return false;
  try {
    const last = Number(env.storage.getItem(CHUNK_RELOAD_KEY)) || 0;
    const now = env.now();
    if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
    env.storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Storage may be unavailable (private mode) or full; reloading without the guard could loop, so do not reload.
    return false;
  }
  // Reported before the reload: the report is a beacon, which outlives the page.
  announcePageProblem({ kind: 'stale_chunk_reload', where: 'page' });
  env.reload();
  return true;
}
