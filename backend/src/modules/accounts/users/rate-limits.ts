import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Attempts allowed per window, per client IP and per account (the e-mail in the body). Login and
 * password-reset guesses are what these slow down; tests pass bigger numbers to sign in often.
 */
export interface RateLimitOptions {
  perIp?: number;
  perAccount?: number;
  windowMs?: number;
  /** Shared counters across back-end processes (config REDIS_URL); else in this process. */
  redis?: Redis;
}

export interface Limiters {
  /** `onRequest`: counts before the body is even read. */
  perIp(name: string): onRequestHookHandler;
  /** `preHandler`: keyed by the lower-cased `email` of the parsed body. */
  perAccount(name: string): preHandlerHookHandler;
}

const defaults = { perIp: 30, perAccount: 10, windowMs: 10 * 60_000 };

/**
 * @fastify/rate-limit in `scope` (not globally: only the account calls are limited), with its
 * Redis store when given. Over the limit answers 429 with Retry-After (error envelope code
 * `rate_limited`).
 */
export async function useLimiters(
  scope: FastifyInstance,
  options: RateLimitOptions = {},
): Promise<Limiters> {
  const { perIp, perAccount, windowMs } = { ...defaults, ...options };
  await scope.register(rateLimit, {
    global: false,
    nameSpace: 'vitrina-rate-limit:',
    ...(options.redis ? { redis: options.redis } : {}),
  });
  const emailOf = (body: unknown) => {
    const email = (body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
  };
  return {
    perIp: (name) =>
      scope.rateLimit({
        max: perIp,
        timeWindow: windowMs,
        keyGenerator: (request) => `${name}:ip:${request.ip}`,
      }),
    perAccount: (name) =>
      scope.rateLimit({
        max: perAccount,
        timeWindow: windowMs,
        keyGenerator: (request) => `${name}:account:${emailOf(request.body)}`,
      }),
  };
}
