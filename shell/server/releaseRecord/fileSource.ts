// The release record of one machine, as the shop server reads it: the registry file (REMOTES_FILE) that
// shared/build/release/record.js writes, followed by a watch of its folder and a look at its time.
import { statSync, watch } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RecordSource } from '../remotes';
import { recordStateTracker } from './recordState';

type FolderWatch = (
  folder: string,
  changed: () => void,
  failed: (error: Error) => void,
) => { close(): void } | undefined;

/** A watch of a folder: any event in it (a release's rename, a mounted config's swap) may have changed the file. */
function watchFolder(folder: string, changed: () => void, failed: (error: Error) => void) {
  try {
    return watch(folder, { persistent: false }, changed).on('error', failed);
  } catch {
    return undefined;
  }
}

export function fileRecordSource(
  file: string,
  { watch: watchOf = watchFolder, log = console.error }: { watch?: FolderWatch; log?: (message: string) => void } = {},
) {
  const tracker = recordStateTracker(file, log);
  const source: RecordSource = {
    where: file,
    // A stat on the event loop takes microseconds, one through the thread pool far longer (measured with npm run
    // bench:server, docs/operations.md).
    stamp() {
      try {
        const { mtimeMs } = statSync(file);
        tracker.read();
        return mtimeMs;
      } catch (error) {
        tracker.failed(error);
        throw error;
      }
    },
    read: () => readFile(file, 'utf8'),
    watch: (changed, failed) => watchOf(path.dirname(file), changed, failed),
  };
  // Asked by readiness and metrics: a look of its own, as reads may be served from the last look for a second.
  const state = () => {
    try {
      statSync(file);
      tracker.read();
    } catch (error) {
      tracker.failed(error);
    }
    return tracker.state();
  };
  return { source, state };
}
