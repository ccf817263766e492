import { connectInvalidation } from '@vitrina/contracts/invalidation/redis';
import type { Invalidation } from '@vitrina/contracts/invalidation';
import type { Database } from './database.ts';
import { announceChanges, dropDictionaries } from './dictionary-cache.ts';

interface Log {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Wires the back end into the invalidation of decision 230: `shopDataChanged` (and so
 * `forgetDictionaries`) on `db` reaches every process through Redis when `redisUrl` is set, and
 * every other process's change drops this one's dictionaries. Without Redis, in this process only.
 */
export function startInvalidation(
  db: Database,
  options: { redisUrl?: string; prefix?: string; log: Log },
): Invalidation & { close(): Promise<void> } {
  const invalidation = connectInvalidation({
    redisUrl: options.redisUrl,
    prefix: options.prefix,
    onInvalidate: (message) => {
      dropDictionaries(db, message.reason);
      options.log.info(`[invalidation] ${message.reason} (generation ${message.generation})`);
    },
    log: (message) => options.log.warn(message),
  });
  announceChanges(db, (reason) => void invalidation.publish(reason));
  return invalidation;
}
