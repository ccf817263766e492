import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const repoEnvFile = resolve(repoRoot, '.env');

/** `<repo root>/.data/pglite`, wherever the process was started from. */
export const defaultDataDir = resolve(repoRoot, '.data/pglite');

/** Where e-mailed links point without STOREFRONT_URL: the storefront's own default. */
export const defaultStorefrontUrl = 'http://127.0.0.1:3000';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'yes'].includes(value));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('127.0.0.1'),
  /** Real PostgreSQL; without it the back end runs on PGlite under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected postgres://…')
    .optional(),
  /** Relative paths count from the repo root, like the `.env` file that may set them. */
  DATA_DIR: z
    .string()
    .default(defaultDataDir)
    .transform((dir) => resolve(repoRoot, dir)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Mean event-loop lag (ms) above which new requests are shed with 503 (decision 060); 0 turns
   * shedding off. A test machine running browsers beside the shop lags without being overloaded.
   */
  LOAD_SHED_LAG_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  /** Seed the demo shop into an empty database on start (the default for a fresh checkout). */
  SEED_DEMO: flag.default(true),
  /**
   * Base URL of the Czech business register (ARES) for the company lookup; unset means the public
   * `defaultAresUrl`. Optional here so tests and other shops can point it at their own.
   */
  ARES_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The card payment gateway (its base URL) and the secret shared with it (HMAC of requests and
   * results). Both or neither: without them the back end starts a local test gateway (a fake one:
   * no money moves) so the demo's card payment works.
   */
  PAYMENT_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  PAYMENT_GATEWAY_SECRET: z.string().min(32, 'expected at least 32 characters').optional(),
  /**
   * Where the gateway posts payment results (this back end's `/api/v1/payments/callback` as the
   * gateway reaches it); unset: results arrive only through the shopper's return to the storefront
   * (with the local test gateway: this back end on 127.0.0.1).
   */
  PAYMENT_NOTIFY_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The shop-certification service (spec §7): its order endpoint and the shop's key there. Both
   * or neither; unset: no call.
   */
  CERTIFICATION_URL: z.url({ protocol: /^https?$/ }).optional(),
  CERTIFICATION_API_KEY: z.string().min(1).max(200).optional(),
  /**
   * Outgoing mail server, `smtp://user:pass@host:port` or `smtps://…`; unset: e-mails are written
   * as `.eml` files under `.data/outbox/` (development) instead of sent.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** Sender of the shop's e-mails. */
  MAIL_FROM: z.string().default('shop@vitrina.localhost'),
  /** Shared rate-limit counters (login, password reset); unset: each process counts in memory. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /**
   * Prefix of the invalidation channel and generation key in Redis (decision 230); the storefront
   * must use the same. Shops (or stacks) sharing one Redis use different ones.
   */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/)
    .default('vitrina:'),
  /**
   * The storefront's public origin (else its PUBLIC_URL): e-mailed links (activation, password reset) point there when
   * the request names no callbackUrl, and a callbackUrl must be on it or on one of the shop's
   * domains (https).
   */
  STOREFRONT_URL: z.url({ protocol: /^https?$/ }).default(defaultStorefrontUrl),
  /**
   * Addresses (comma-separated IPs or CIDR ranges) whose X-Forwarded-For names the real client:
   * the storefront's servers and reverse proxies. Per-IP rate limits count that client; from any
   * other peer the header is ignored. Default: loopback (a storefront on the same machine).
   */
  BACKEND_TRUST_PROXY: z
    .string()
    .regex(/^[0-9a-fA-F.:/, ]+$/, 'expected comma-separated IP addresses or CIDR ranges')
    .default('127.0.0.1,::1'),
  /**
   * Prometheus metrics at `/metrics` on this port of their own (decision 272), never behind the
   * shop's balancer; unset: no metrics served. METRICS_HOST (default 127.0.0.1) is its address.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /**
   * After SIGTERM the process answers `/readyz` with 503 and keeps serving this long before it
   * stops accepting connections (decision 271): behind a balancer that polls readiness, its
   * interval × failures. Default 0: stop at once (one process alone, tests).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
});

const checkedEnv = envSchema
  .refine(
    (env) => (env.PAYMENT_GATEWAY_URL === undefined) === (env.PAYMENT_GATEWAY_SECRET === undefined),
    {
      message: 'set PAYMENT_GATEWAY_URL and PAYMENT_GATEWAY_SECRET together',
      path: ['PAYMENT_GATEWAY_SECRET'],
    },
  )
  .refine(
    (env) => (env.CERTIFICATION_URL === undefined) === (env.CERTIFICATION_API_KEY === undefined),
    {
      message: 'set CERTIFICATION_URL and CERTIFICATION_API_KEY together',
      path: ['CERTIFICATION_API_KEY'],
    },
  );

export type Config = z.output<typeof envSchema>;

/** The public ARES REST API (Ministry of Finance); keyless. */
export const defaultAresUrl = 'https://ares.gov.cz';

/** Reads the environment; an empty variable counts as unset. Throws a readable error on bad values. */
export function readConfig(env: NodeJS.ProcessEnv): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = checkedEnv.safeParse(present);
  if (!parsed.success) throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The repo's `.env` keys that belong to the back end (its PORT and HOST are the storefront's). */
const fileKeys = [
  'DATABASE_URL',
  'DATA_DIR',
  'SEED_DEMO',
  'LOG_LEVEL',
  'LOAD_SHED_LAG_MS',
  'ARES_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'PAYMENT_GATEWAY_URL',
  'PAYMENT_GATEWAY_SECRET',
  'PAYMENT_NOTIFY_URL',
  'CERTIFICATION_URL',
  'CERTIFICATION_API_KEY',
  'REDIS_URL',
  'REDIS_PREFIX',
  'STOREFRONT_URL',
  'BACKEND_TRUST_PROXY',
] as const;

/**
 * The environment plus the back end's keys from the repo's `.env`; variables already set win.
 * `BACKEND_PORT` (what `pnpm start` uses) is the port when PORT is unset.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const file = existsSync(repoEnvFile) ? parseEnv(readFileSync(repoEnvFile, 'utf8')) : {};
  const fromFile = Object.fromEntries(fileKeys.map((key) => [key, file[key]]));
  const port = env.PORT || env.BACKEND_PORT || file.BACKEND_PORT;
  // E-mailed links open the storefront: its PUBLIC_URL unless the back end is told otherwise.
  const storefront =
    env.STOREFRONT_URL || file.STOREFRONT_URL || env.PUBLIC_URL || file.PUBLIC_URL || undefined;
  return readConfig({ ...fromFile, ...env, PORT: port, STOREFRONT_URL: storefront });
}
