import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { journeyLaunchOptions } from './chromium.ts';

// The suite runs against the real stack (`pnpm start`) on a fresh PGlite data folder, on ports of
// its own so that a shop already running on 3000/4000 is left alone.
const storefrontPort = process.env.E2E_PORT ?? '3100';
const backendPort = process.env.E2E_BACKEND_PORT ?? '4100';
// The business register the back end asks for company lookups: a local fake speaking the ARES
// protocol (storefront/testing/fakeAres.ts), never the real one.
const aresPort = process.env.E2E_ARES_PORT ?? String(Number(backendPort) + 500);
// Workers inherit the main process's environment, so the folder is created once.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'vitrina-e2e-'));

export const backendUrl = `http://127.0.0.1:${backendPort}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // Generous limits: a journey on a busy 2-core machine can take several times its quiet time, and
  // a limit only matters when something is wrong (a passing journey never waits for it).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${storefrontPort}`,
    launchOptions: journeyLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: `node ../storefront/testing/fakeAres.ts ${aresPort}`,
      port: Number(aresPort),
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node ../scripts/start.ts --no-build',
      url: `http://127.0.0.1:${storefrontPort}/healthz`,
      // A fresh data folder is migrated and seeded first: minutes on a busy machine (start.ts
      // itself waits up to 300 s for the back end).
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: storefrontPort,
        BACKEND_PORT: backendPort,
        // PGlite in a sub-folder, so the back end's outbox (`DATA_DIR/../outbox`, the e-mails as
        // .eml files) is this run's own (e2e/outbox.ts reads the account links there).
        DATA_DIR: path.join(process.env.E2E_DATA_DIR, 'pglite'),
        // E-mailed links (activation, password reset) point at this shop.
        STOREFRONT_URL: `http://localhost:${storefrontPort}`,
        // The account journeys use favourites and shopping lists (off by default, spec §6).
        FEATURE_FLAGS: 'favourites,shoppingLists',
        STORE_API_URL: '',
        CONTENT_API_URL: '',
        // The shop's default public origin, http://localhost:PORT, whatever a local .env says; the
        // suite is its own reverse proxy, so its X-Forwarded-Proto counts (e2e/shop.ts).
        PUBLIC_URL: '',
        TRUST_PROXY: '127.0.0.1',
        // The demo branches' 360° views are on example.com (branches-*.spec.ts).
        EMBED_ALLOWED_HOSTS: 'www.google.com,example.com',
        // Browsers beside the shop on a small machine lag its event loop without overloading it;
        // shedding is the load guard's own test (backend/src/http/load-guard.test.ts).
        LOAD_SHED_LAG_MS: '0',
        // The back end's local test card gateway, whatever a local .env says.
        PAYMENT_GATEWAY_URL: '',
        PAYMENT_GATEWAY_SECRET: '',
        ARES_URL: `http://127.0.0.1:${aresPort}`,
      },
    },
  ],
});
