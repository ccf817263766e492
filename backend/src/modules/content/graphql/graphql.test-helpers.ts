import { requestHeaders, type Locale, type RequestContextHeaders } from '@vitrina/contracts';
import { executeOperation, type GraphqlOperation } from '@vitrina/contracts/content';
import type { z } from 'zod';
import type { TestApp } from '../../../test/test-app.ts';

/** Runs a contract operation against the test app and parses the result with its schema. */
export function runOperation<V extends z.ZodType, R extends z.ZodType>(
  api: TestApp,
  operation: GraphqlOperation<V, R>,
  variables: z.input<V>,
  locale: Locale = 'cs',
  context: Partial<RequestContextHeaders> = {},
): Promise<z.output<R>> {
  return executeOperation(operation, variables, {
    baseUrl: `${api.baseUrl}/content`,
    headers: requestHeaders({ locale, currency: 'CZK', ...context }),
  });
}

/** A raw POST /content/graphql for what the typed operations never send. */
export async function postGraphql(
  api: TestApp,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
}> {
  const response = await fetch(`${api.baseUrl}/content/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as never };
}

/** Issue 10: each fragment spreads the next twice, so `levels` levels expand to 2^levels. */
export function doublingDocument(levels: number): string {
  const parts = ['query { pages { ...F0 } }'];
  for (let level = 0; level < levels; level += 1)
    parts.push(`fragment F${level} on Page { ...F${level + 1} ...F${level + 1} }`);
  parts.push(`fragment F${levels} on Page { _id }`);
  return parts.join('\n');
}
