import type { Invalidation } from '@vitrina/contracts/invalidation';
import { connectInvalidation } from '@vitrina/contracts/invalidation/redis';
import { cacheGeneration, setCacheGeneration } from '../app/api/cacheGeneration.server.ts';
import { log } from '../app/log.server.ts';

/**
 * Listens for the back end's changes of shop data (decision 230) on Redis and moves this
 * process's cache generation with them: the page cache and the shared caches of back-end answers
 * then miss. Without REDIS_URL nothing is heard and those caches expire by their windows.
 */
export function listenForInvalidation(
  redisUrl: string,
  prefix: string,
): Invalidation & { close(): Promise<void> } {
  return connectInvalidation({
    redisUrl,
    prefix,
    onInvalidate: (message) => {
      setCacheGeneration(message.generation);
      log.info(
        `[invalidation] ${message.reason}: cache generation ${cacheGeneration()} (process ${process.pid})`,
      );
    },
  });
}
