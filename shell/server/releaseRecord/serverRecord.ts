// Which release record a shop server runs (docs/step-release.md, "The release record"): with REDIS_URL the one in
// Redis that every replica shares, seeded from REMOTES_FILE when it has none; otherwise REMOTES_FILE itself.
import { existsSync, readFileSync } from 'node:fs';
import type { Redis } from 'ioredis';
import { fileRecord, seedRecord, type ReleaseRecord } from '@greencard/build/release/record';
import type { RecordSource } from '../remotes';
import { fileRecordSource } from './fileSource';
import type { RecordState } from './recordState';
import { redisRecord, redisRecordSource } from './redisRecord';

export interface ServerRecord {
  /** Where releases are written (the release service). */
  record: ReleaseRecord;
  /** Where the registry reader reads it. */
  source: RecordSource;
  state(): RecordState;
  close(): void;
}

export async function serverRecord(
  remotesFile: string,
  redis: Redis | undefined,
  log: (message: string) => void,
): Promise<ServerRecord> {
  if (!redis) {
    const { source, state } = fileRecordSource(remotesFile, { log });
    return { record: fileRecord(remotesFile), source, state, close: () => undefined };
  }
  const record = redisRecord(redis);
  if (existsSync(remotesFile)) {
    try {
      const seeded = await seedRecord(
        record,
        JSON.parse(readFileSync(remotesFile, 'utf8')),
        'shop server',
        `seeded from ${remotesFile}`,
      );
      if (seeded) log(`The release record in Redis was empty: seeded it from ${remotesFile}`);
    } catch (error) {
      log(
        `Could not seed the release record in Redis from ${remotesFile}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  const follower = redisRecordSource(redis, { log });
  await follower.start();
  return { record, source: follower.source, state: follower.state, close: follower.close };
}
