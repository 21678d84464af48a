/** A file of a step's build, from the step's origin as this server reaches it: never a redirect elsewhere. */
export async function fetchBuildFile(url: string, timeoutMs: number, fetchImpl: typeof fetch): Promise<Response> {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  if (!response.ok) throw new Error(`it answered ${response.status}`);
  return response;
}

/** A file being read, and what was read of it (an earlier read's while it is read again), or when it failed. */
type BuildFile<T> = { at: number; reading: Promise<void>; read?: T; failedAt?: number };

export interface BuildFileOptions {
  /** How long a page waits for a file still loading before it is sent without it. */
  waitMs: number;
  /** After how long what was read is read again; never by default. */
  refreshMs?: number;
  /** After a failure, when the file is tried again: for the next page by default. */
  retryMs?: number;
  fetchImpl?: typeof fetch;
  failed?: (url: string, error: unknown) => void;
}

/**
 * A reader of the files of steps' builds a page is made with (manifests, first views, stylesheets) by URL, each turned
 * into what the page needs by `parse`. A page waits at most `waitMs` for a file not read yet, and goes without it
 * meanwhile: a slow or failing step server never holds a page up. What was read is read again after `refreshMs`
 * (staying the answer meanwhile); a failed read is tried again after `retryMs`.
 */
export function createBuildFileReader<T>(
  parse: (response: Response, url: string) => Promise<T | undefined>,
  { waitMs, refreshMs = Infinity, retryMs = 0, fetchImpl = fetch, failed }: BuildFileOptions,
): (url: string, now?: number) => Promise<T | undefined> {
  const files = new Map<string, BuildFile<T>>();
  const load = async (url: string) => parse(await fetchBuildFile(url, 5000, fetchImpl), url);
  return async (url, now = Date.now()) => {
    let file = files.get(url);
    if (!file || now - file.at > refreshMs || (file.failedAt !== undefined && now - file.failedAt >= retryMs)) {
      const entry: BuildFile<T> = {
        at: now,
        read: file?.read,
        reading: load(url).then(
          (read) => void (entry.read = read),
          (error: unknown) => {
            entry.failedAt = now;
            failed?.(url, error);
          },
        ),
      };
      files.set(url, (file = entry));
    }
    if (file.read === undefined)
      await Promise.race([file.reading, new Promise((resolve) => setTimeout(resolve, waitMs).unref())]);
    return file.read;
  };
}
