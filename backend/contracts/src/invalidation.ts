/**
 * Cache invalidation between processes (decision 230): when the back end changes shop data that
 * pages show, every back-end process drops its dictionaries and every storefront process stops
 * serving what it cached before. Over Redis pub/sub when both sides have REDIS_URL; without Redis
 * only the process that made the change hears of it (the others wait for their caches' TTLs).
 *
 * The message carries a generation: a counter in Redis (`<prefix>generation`) that the publisher
 * increments. Storefronts make it part of their cache keys, so a change turns every cached page
 * into a miss on every process, shared page store included, without deleting anything. A
 * subscriber that was disconnected reads the counter again when it reconnects.
 *
 * Both sides bring their own Redis connections (ioredis), with short timeouts: a slow or absent
 * Redis delays a broadcast, never a request (publish is not awaited by request handlers).
 */

export interface InvalidationMessage {
  /** The shared counter after this change (this process's own count without Redis). */
  generation: number;
  /** The process that published it. */
  origin: string;
  /** What changed, for logs: `stock`, `dictionaries`… */
  reason: string;
}

/** The commands the publisher and the catch-up read need (an ioredis client has them). */
export interface InvalidationCommands {
  incr(key: string): Promise<number>;
  get(key: string): Promise<string | null>;
  publish(channel: string, message: string): Promise<number>;
}

/** A connection in subscriber mode (a second ioredis client). */
export interface InvalidationSubscriber {
  subscribe(channel: string): Promise<unknown>;
  on(event: 'message', listener: (channel: string, message: string) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
}

export interface InvalidationOptions {
  /** Key and channel prefix, so shops (and tests) sharing a Redis do not hear each other. */
  prefix?: string;
  /** Commands connection; without it, changes stay in this process. */
  redis?: InvalidationCommands;
  /** Subscriber connection; without it, other processes' changes are not heard. */
  subscriber?: InvalidationSubscriber;
  /** Runs for this process's own changes at once and for every other process's message. */
  onInvalidate: (message: InvalidationMessage) => void;
  /** Broadcasts of one process at most this often; changes in between go out as one (default 1 s). */
  throttleMs?: number;
  /** A Redis command that takes longer is given up (default 1 s). */
  timeoutMs?: number;
  log?: (message: string) => void;
}

export interface Invalidation {
  /** The generation this process is at: part of cache keys. */
  generation(): number;
  /**
   * Announces a change: this process's handler runs now, other processes hear it through Redis
   * (throttled). Never rejects; the promise settles when the broadcast went out or was given up.
   */
  publish(reason: string): Promise<void>;
  /** Settles once subscribed and the counter read (at once without Redis). */
  ready: Promise<void>;
}

export function invalidationKeys(prefix = 'vitrina:') {
  return { channel: `${prefix}invalidate`, generation: `${prefix}generation` };
}

function parseMessage(text: string): InvalidationMessage | null {
  try {
    const value = JSON.parse(text) as Partial<InvalidationMessage>;
    if (
      typeof value.generation === 'number' &&
      typeof value.origin === 'string' &&
      typeof value.reason === 'string'
    )
      return { generation: value.generation, origin: value.origin, reason: value.reason };
  } catch {
    // not ours
  }
  return null;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function createInvalidation(options: InvalidationOptions): Invalidation {
  const { channel, generation: counterKey } = invalidationKeys(options.prefix);
  const throttleMs = options.throttleMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 1000;
  const log = options.log ?? ((message: string) => console.error(message));
  const origin = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  let generation = 0;
  let lastBroadcast = -Infinity;
  let pending: { promise: Promise<void>; reasons: Set<string> } | null = null;

  /** Another process's generation (or the counter read on connect): a different one invalidates. */
  function heard(message: InvalidationMessage) {
    if (message.generation === generation && message.origin === origin) return;
    const changed = message.generation !== generation;
    generation = message.generation;
    if (message.origin !== origin && (changed || message.reason !== 'catch-up'))
      options.onInvalidate(message);
  }

  async function broadcast(reasons: Set<string>): Promise<void> {
    const redis = options.redis;
    if (!redis) return;
    const reason = [...reasons].join(',');
    try {
      const next = await within(redis.incr(counterKey), timeoutMs);
      generation = next;
      await within(
        redis.publish(channel, JSON.stringify({ generation: next, origin, reason })),
        timeoutMs,
      );
    } catch (error) {
      log(`[invalidation] broadcast of "${reason}" failed: ${(error as Error).message}`);
    }
  }

  function publish(reason: string): Promise<void> {
    if (!options.redis) generation += 1;
    options.onInvalidate({ generation, origin, reason });
    if (pending) {
      pending.reasons.add(reason);
      return pending.promise;
    }
    const wait = Math.max(0, lastBroadcast + throttleMs - Date.now());
    const reasons = new Set([reason]);
    const promise = new Promise<void>((resolve) => {
      setTimeout(() => {
        pending = null;
        lastBroadcast = Date.now();
        void broadcast(reasons).then(resolve);
      }, wait).unref?.();
    });
    pending = { promise, reasons };
    return promise;
  }

  async function catchUp(): Promise<void> {
    if (!options.redis) return;
    try {
      const value = await within(options.redis.get(counterKey), timeoutMs);
      heard({ generation: Number(value ?? 0), origin: 'redis', reason: 'catch-up' });
    } catch (error) {
      log(`[invalidation] reading the generation failed: ${(error as Error).message}`);
    }
  }

  let ready: Promise<void> = catchUp();
  const subscriber = options.subscriber;
  if (subscriber) {
    subscriber.on('message', (from, text) => {
      if (from !== channel) return;
      const message = parseMessage(text);
      if (message) heard(message);
    });
    // Also after a reconnect: messages sent meanwhile were lost, the counter was not.
    subscriber.on('ready', () => void catchUp());
    ready = Promise.all([
      ready,
      within(subscriber.subscribe(channel), timeoutMs * 5).catch((error: unknown) => {
        log(`[invalidation] subscribing failed: ${(error as Error).message}`);
      }),
    ]).then(() => undefined);
  }

  return { generation: () => generation, publish, ready };
}
