import { Redis } from 'ioredis';
import { createInvalidation, type Invalidation, type InvalidationOptions } from './invalidation.ts';

export interface RedisInvalidationOptions extends Omit<
  InvalidationOptions,
  'redis' | 'subscriber'
> {
  /** Without it, changes stay in this process (createInvalidation without connections). */
  redisUrl?: string;
}

/**
 * createInvalidation over its own pair of ioredis connections (commands and subscriber), as the
 * back end and the storefront both need it. Short timeouts and one retry: a dead Redis fails a
 * broadcast quickly and never a request. Connection errors go to `log`.
 */
export function connectInvalidation(
  options: RedisInvalidationOptions,
): Invalidation & { close(): Promise<void> } {
  const { redisUrl, ...rest } = options;
  const log = options.log ?? ((message: string) => console.error(message));
  const connect = () =>
    new Redis(redisUrl ?? '', {
      connectTimeout: 1000,
      commandTimeout: 1000,
      maxRetriesPerRequest: 1,
    });
  const redis = redisUrl ? connect() : undefined;
  const subscriber = redisUrl ? connect() : undefined;
  for (const connection of [redis, subscriber])
    connection?.on('error', (error: Error) => log(`[invalidation] redis: ${error.message}`));
  const invalidation = createInvalidation({ ...rest, redis, subscriber });
  return {
    ...invalidation,
    async close() {
      await Promise.all([redis?.quit(), subscriber?.quit()].map((quit) => quit?.catch(() => {})));
    },
  };
}
