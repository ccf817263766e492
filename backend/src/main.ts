import { resolve } from 'node:path';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startInvalidation } from './db/invalidation.ts';
import { createLifecycle, serveMetrics } from '@vitrina/contracts/serving';
import { answerWhileStarting, shutDown } from './http/lifecycle.ts';
import { backendMetrics } from './http/metrics.ts';
import { openDatabase } from './db/open.ts';
import { certificationCall } from './modules/orders/certification.ts';
import { startFakeGateway } from './modules/payments/fake-gateway.ts';
import { prepareDatabase } from './seed/prepare.ts';

/** Bad settings, a taken port or an unreachable database: one readable line, not a stack trace. */
async function open() {
  try {
    const config = loadConfig();
    // Until the app listens, its port says "starting" (503), so a balancer passes shoppers on.
    const starting = await answerWhileStarting(config.PORT, config.HOST);
    const handle = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
    });
    return { config, starting, handle };
  } catch (error) {
    console.error(`[backend] cannot start: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

const { config, starting, handle } = await open();
const loggerOptions = { level: config.LOG_LEVEL, base: null };

// The database is migrated and seeded before the app exists: the seed blocks the event loop for
// seconds, and the load guard samples that loop from the moment it is registered (a sample taken
// across the seed would shed the first shoppers with 503).
const startupLog = pino(loggerOptions);
try {
  const where = handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
  startupLog.info(`database: ${where}`);
  await prepareDatabase(handle, { seed: config.SEED_DEMO, log: startupLog });
} catch (error) {
  startupLog.error({ err: error }, 'start-up failed');
  await starting.close();
  await handle.close().catch(() => undefined);
  process.exit(1);
}

// Rate-limit counters shared by every back-end process; short timeouts so a dead Redis fails fast.
const redis = config.REDIS_URL
  ? new Redis(config.REDIS_URL, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
  : undefined;
// No real card gateway configured: a local test one, so the demo's card payment can be tried.
const realGateway =
  config.PAYMENT_GATEWAY_URL && config.PAYMENT_GATEWAY_SECRET
    ? { url: config.PAYMENT_GATEWAY_URL, secret: config.PAYMENT_GATEWAY_SECRET }
    : undefined;
const fakeGateway = realGateway ? undefined : await startFakeGateway();
const cardGateway =
  realGateway ?? (fakeGateway && { url: fakeGateway.url, secret: fakeGateway.secret });
const notifyUrl =
  config.PAYMENT_NOTIFY_URL ??
  (fakeGateway ? `http://127.0.0.1:${config.PORT}/api/v1/payments/callback` : undefined);
const lifecycle = createLifecycle();
const metrics = config.METRICS_PORT === undefined ? undefined : backendMetrics(handle);
const app = await buildApp({
  db: handle.db,
  logger: loggerOptions,
  lifecycle,
  metrics,
  load: { maxEventLoopDelayMs: config.LOAD_SHED_LAG_MS },
  // Beside the PGlite data (`.data/media`, `.data/image-cache` by default).
  files: {
    mediaDir: resolve(config.DATA_DIR, '../media'),
    cacheDir: resolve(config.DATA_DIR, '../image-cache'),
  },
  // Unset: the public register (`defaultAresUrl`).
  ares: { baseUrl: config.ARES_URL },
  accounts: { storefrontUrl: config.STOREFRONT_URL, rateLimits: { redis } },
  payments: { cardGateway, notifyUrl },
  orders: {
    certify:
      config.CERTIFICATION_URL && config.CERTIFICATION_API_KEY
        ? certificationCall({ url: config.CERTIFICATION_URL, apiKey: config.CERTIFICATION_API_KEY })
        : undefined,
  },
  trustProxy: config.BACKEND_TRUST_PROXY,
  mail: {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: resolve(config.DATA_DIR, '../outbox'),
  },
});
// Shop data changes (stock after an order, dictionaries) reach every process (decision 230).
const invalidation = startInvalidation(handle.db, {
  redisUrl: config.REDIS_URL,
  prefix: config.REDIS_PREFIX,
  log: app.log,
});
app.addHook('onClose', async () => {
  await invalidation.close();
  await redis?.quit();
  await fakeGateway?.close();
  await handle.close();
});

async function stop(signal: NodeJS.Signals): Promise<void> {
  // A second Ctrl-C while closing means "now".
  if (lifecycle.phase === 'stopping') process.exit(130);
  app.log.info(`${signal}: not ready; draining for ${config.SHUTDOWN_DRAIN_MS} ms, then stopping`);
  const timer = setTimeout(() => {
    app.log.error('shutdown took longer than 10 s after the drain, exiting');
    process.exit(1);
  }, config.SHUTDOWN_DRAIN_MS + 10_000);
  try {
    await shutDown(app, lifecycle, config.SHUTDOWN_DRAIN_MS);
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  } finally {
    clearTimeout(timer);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  if (fakeGateway) app.log.info(`payments: the local test card gateway at ${fakeGateway.url}`);
  if (metrics && config.METRICS_PORT !== undefined) {
    const server = await serveMetrics(metrics, config.METRICS_PORT, config.METRICS_HOST);
    app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
    app.log.info(`metrics: http://${config.METRICS_HOST}:${config.METRICS_PORT}/metrics`);
  }
  await starting.close();
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  app.log.error({ err: error }, 'start-up failed');
  await app.close().catch(() => undefined);
  process.exit(1);
}
