// Which release record a shop server runs (docs/step-release.md, "The release record"): with REDIS_URL the one in
// Redis that every replica shares; otherwise REGISTRY_FILE itself. A server never seeds the shared record on its own:
// a store without the record may have lost it (emptied, restarted without its data), and seeding it again from a
// local file would undo every release made since. A replica that knew the record writes it back; the deployment's
// first registry is seeded by the operator's command (`--seed-record`, main.ts).
import { readFileSync, statSync, watch } from 'node:fs';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { fileRecord } from '@greencard/release/record';
import type { RecordSource } from '../registry/registry';
import { recordStateTracker } from './recordState';
import { redisRecord, redisRecordSource } from './redisRecord';

// The release record of one machine, as the shop server reads it: the registry file (REGISTRY_FILE) that
// shared/release/record.js writes, followed by a watch of its folder and a look at its content.

/** A watch of a folder: any event in it (a release's rename, a mounted config's swap) may have changed the file. */
function watchFolder(
  folder: string,
  changed: () => void,
  failed: (error: Error) => void,
): { close(): void } | undefined {
  try {
    return watch(folder, { persistent: false }, changed).on('error', failed);
  } catch {
    return undefined;
  }
}

export function fileRecordSource(
  file: string,
  { watch: watchOf = watchFolder, log }: { watch?: typeof watchFolder; log: (message: string) => void },
) {
  const tracker = recordStateTracker(file, log);
  /** The text of the last look: what a read then parses. */
  let looked: string | undefined;
  const source: RecordSource = {
    where: file,
    // The stamp is the content itself, not the file's time: an edit within the clock tick of the one before, or one
    // that keeps the time (a copy with its times), is still seen. A registry is a few KB: read and compared on the
    // event loop in microseconds, at most once a second (docs/shop-server.md, section 4).
    stamp() {
      try {
        looked = readFileSync(file, 'utf8');
      } catch (error) {
        tracker.failed(error);
        throw error;
      }
      tracker.read();
      return looked;
    },
    // the source's read answers a promise: not yet read is a rejection, not a throw.
    // eslint-disable-next-line @typescript-eslint/require-await
    read: async () => {
      if (looked === undefined) throw new Error(`${file} was not read yet`);
      return looked;
    },
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

/**
 * The record a server runs: `record`, where releases are written (the release service); `source`, where the registry
 * reader reads it.
 */
export async function serverRecord(registryFile: string, redis: Redis | undefined, log: (message: string) => void) {
  if (!redis) return { record: fileRecord(registryFile), ...fileRecordSource(registryFile, { log }), close() {} };
  const follower = redisRecordSource(redis, { log });
  await follower.start();
  return { record: redisRecord(redis), ...follower };
}
