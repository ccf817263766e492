import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../../../core/errors.ts';

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
  /** Prefix of the counters' Redis keys (tests use their own). */
  keyPrefix?: string;
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface Limiters {
  /** For `onRequest`: counts before the body is even read. */
  perIp(name: string): Hook;
  /** For `preHandler`: keyed by the lower-cased `email` of the parsed body. */
  perAccount(name: string): Hook;
}

/**
 * Per IP is the looser one: until the storefront forwards its shoppers' addresses
 * (X-Forwarded-For from a BACKEND_TRUST_PROXY peer), all its calls share its own IP.
 */
const defaults = { perIp: 100, perAccount: 10, windowMs: 10 * 60_000 };

function emailOf(body: unknown): string {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
}

/**
 * Counters of @fastify/rate-limit (its Redis store when given, else its in-process one), checked
 * through `createRateLimit` because the plugin's own route hook runs only one limiter per request
 * and these calls need two. Over the limit: 429 `rate_limited` with Retry-After. A store failure
 * (Redis down) is logged and lets the request through: sign-in stays available, and the slow
 * password hash still bounds guessing.
 */
export async function useLimiters(
  scope: FastifyInstance,
  options: RateLimitOptions = {},
): Promise<Limiters> {
  const { perIp, perAccount, windowMs } = { ...defaults, ...options };
  await scope.register(rateLimit, {
    global: false,
    nameSpace: options.keyPrefix ?? 'vitrina-rate-limit:',
    ...(options.redis ? { redis: options.redis } : {}),
  });
  const hook = (max: number, key: (request: FastifyRequest) => string): Hook => {
    const limiter = scope.createRateLimit({ max, timeWindow: windowMs, keyGenerator: key });
    return async (request, reply) => {
      let result;
      try {
        result = await limiter(request);
      } catch (error) {
        request.log.warn({ err: error }, 'rate-limit store unavailable; request let through');
        return;
      }
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new AppError({
        title: `Too many attempts; try again in ${result.ttlInSeconds} s`,
        code: 'rate_limited',
      });
    };
  };
  return {
    perIp: (name) => hook(perIp, (request) => `${name}:ip:${request.ip}`),
    perAccount: (name) => hook(perAccount, (request) => `${name}:account:${emailOf(request.body)}`),
  };
}
