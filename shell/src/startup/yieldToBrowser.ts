interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a task of its own, once the browser has had its turn (a tap, a frame): the page's start split at these
 * points is several short tasks instead of one long one that holds up input (docs/performance.md). `scheduler.yield`
 * where the browser has it (the rest of the start keeps its place ahead of other queued work), a new task otherwise.
 */
export function yieldToBrowser(
  scheduler: TaskScheduler | undefined = (globalThis as { scheduler?: TaskScheduler }).scheduler,
): Promise<void> {
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
