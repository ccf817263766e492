import {
  callEndpoint,
  requestHeaders,
  type Endpoint,
  type EndpointResponse,
  type Locale,
} from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { prepareDatabase } from '../db/prepare.ts';
import type { TestDatabase } from './databases.ts';

export interface TestApp {
  baseUrl: string;
  handle: DatabaseHandle;
  /** Typed call through the contract's client: a response outside the contract throws. */
  call<E extends Endpoint>(
    endpoint: E,
    input: Parameters<typeof callEndpoint<E>>[1],
    context?: { locale?: Locale; currency?: string; userGroups?: string[]; userVariant?: string },
  ): Promise<EndpointResponse<E>>;
  /** Raw HTTP for what the typed client refuses to send. */
  get(path: string, headers?: Record<string, string>): Promise<{ status: number; body: unknown }>;
}

/**
 * Products the test shop is seeded with: every test file seeds its own database, and 1,000 products
 * take seconds on PGlite. Ids 1..120 exist; the catalogue tests rely on this count.
 */
export const testProductCount = 120;

/**
 * Starts the real app on a random port over a fresh, migrated and seeded database for the
 * current `describe` block, and stops both afterwards. Read the returned object inside tests.
 */
export function useTestApp(
  database: TestDatabase,
  extend?: (app: FastifyInstance) => void,
): TestApp {
  const state = {} as TestApp & { app: FastifyInstance; dispose(): Promise<void> };
  beforeAll(async () => {
    const { handle, dispose } = await database.open();
    const app = await buildApp({ db: handle.db });
    await prepareDatabase(handle, { seed: true, log: app.log, products: testProductCount });
    extend?.(app);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    Object.assign(state, {
      app,
      handle,
      dispose,
      baseUrl: address,
      call: (endpoint, input, context = {}) =>
        callEndpoint(endpoint, input, {
          baseUrls: { store: address, content: `${address}/content` },
          headers: requestHeaders({ locale: 'cs', currency: 'CZK', ...context }),
        }),
      async get(path, headers = {}) {
        const response = await fetch(`${address}${path}`, { headers });
        return { status: response.status, body: await response.json() };
      },
    } satisfies Partial<typeof state>);
  });
  afterAll(async () => {
    await state.app?.close();
    await state.dispose?.();
  });
  return state;
}
