// Which release record a shop server runs (docs/step-release.md, "The release record"): with REDIS_URL the one in
// Redis that every replica shares; otherwise REGISTRY_FILE itself. A server never seeds the shared record on its own:
// a store without the record may have lost it (emptied, restarted without its data), and seeding it again from a
// local file would undo every release made since. A replica that knew the record writes it back; the deployment's
// first registry is seeded by the operator's command (seedSharedRecord).
import { readFileSync } from 'node:fs';
import type { Redis } from 'ioredis';
import { fileRecord, seedRecord, type ReleaseRecord } from '@greencard/release/record';
import type { RecordSource } from '../registry/registry';
import { fileRecordSource } from './fileSource';
import type { RecordState } from './recordState';
import { redisRecord, redisRecordSource } from './redisRecord';

export interface ServerRecord {
  /** Where releases are written (the release service). */
  record: ReleaseRecord;
  /** Where the registry reader reads it. */
  source: RecordSource;
  state: () => RecordState;
  close: () => void;
}

export async function serverRecord(
  registryFile: string,
  redis: Redis | undefined,
  log: (message: string) => void,
): Promise<ServerRecord> {
  if (!redis) {
    const { source, state } = fileRecordSource(registryFile, { log });
    return { record: fileRecord(registryFile), source, state, close: () => undefined };
  }
  const follower = redisRecordSource(redis, { log });
  await follower.start();
  return { record: redisRecord(redis), source: follower.source, state: follower.state, close: follower.close };
}

/**
 * The operator's seed of the shared record (`node dist-server/server.js --seed-record`): the registry of
 * `registryFile` as the record's first version, only when the store holds none. Answers what it did, in a sentence.
 */
export async function seedSharedRecord(registryFile: string, redis: Redis): Promise<{ seeded: boolean; said: string }> {
  const registry = JSON.parse(readFileSync(registryFile, 'utf8')) as Record<string, unknown>;
  const record = redisRecord(redis);
  const seeded = await seedRecord(record, registry, 'operator', `seeded from ${registryFile}`);
  return {
    seeded,
    said: seeded
      ? `Seeded the release record in Redis with ${registryFile}`
      : 'The release record in Redis exists already: nothing was seeded (a release or a rollback changes it)',
  };
}
