import {
  callEndpoint,
  requestHeaders,
  type Endpoint,
  type EndpointResponse,
  type Locale,
} from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { TestDatabase } from './databases.ts';

export interface TestApp {
  baseUrl: string;
  handle: DatabaseHandle;
  /** Typed call through the contract's client: a response outside the contract throws. */
  call<E extends Endpoint>(
    endpoint: E,
    input: Parameters<typeof callEndpoint<E>>[1],
    context?: {
      locale?: Locale;
      currency?: string;
      userGroups?: string[];
      userVariant?: string;
      authToken?: string;
      cartToken?: string;
    },
  ): Promise<EndpointResponse<E>>;
  /** Raw HTTP for what the typed client refuses to send. */
  get(path: string, headers?: Record<string, string>): Promise<{ status: number; body: unknown }>;
}

export { testProductCount } from './templates.ts';

/**
 * Starts the real app on a random port over a fresh, migrated and seeded database for the
 * current `describe` block (its own copy of the run's template), and stops both afterwards.
 * Read the returned object inside tests.
 */
export function useTestApp(
  database: TestDatabase,
  extend?: (app: FastifyInstance) => void,
  /** More app options, read when the app starts (so a fake server started in `beforeAll` fits). */
  options?: () => Omit<AppOptions, 'db'>,
): TestApp {
  const state = {} as TestApp & { app: FastifyInstance; dispose(): Promise<void> };
  beforeAll(async () => {
    // Already migrated and seeded by the global setup: no prepareDatabase per file.
    const { handle, dispose } = await database.open({ seeded: true });
    // No lag shedding unless a test asks for it: a busy test machine (or PGlite, which works on
    // this very event loop) must not turn into 503s in unrelated tests.
    const app = await buildApp({ load: { maxEventLoopDelayMs: 0 }, ...options?.(), db: handle.db });
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
