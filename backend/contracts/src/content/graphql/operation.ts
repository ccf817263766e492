import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';

/** A GraphQL error as the content server reports it (message and a machine-readable code). */
export const graphqlErrorSchema = z.object({
  message: z.string(),
  path: z.array(z.union([z.string(), z.number()])).optional(),
  extensions: z.object({ code: z.string().optional() }).catchall(z.unknown()).optional(),
});
export type GraphqlError = z.infer<typeof graphqlErrorSchema>;

export const graphqlRequestSchema = z.object({
  query: z
    .string()
    .min(1)
    .max(32 * 1024),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().max(128).nullish(),
});

export const graphqlResponseSchema = z.object({
  data: z.record(z.string(), z.unknown()).nullish(),
  errors: z.array(graphqlErrorSchema).optional(),
});

/**
 * `POST /graphql` on the content server (spec §7). Operations are the `graphqlOperations` below;
 * GraphQL errors answer 200 with `errors` (400 when the document does not parse or validate).
 */
export const contentGraphqlEndpoint = defineEndpoint({
  name: 'contentGraphql',
  server: 'content',
  method: 'POST',
  path: '/graphql',
  summary:
    'Content GraphQL: pages, articles, branches, terms, banners, configuration, categories (spec §7). Depth ≤ 8, aliases ≤ 15.',
  body: graphqlRequestSchema,
  response: graphqlResponseSchema,
  errors: ['validation_failed', 'unknown_locale', 'unknown_currency'],
});

/**
 * One operation the storefront sends: its document, and zod schemas of its variables and of the
 * `data` it gets back. Tests run every operation against the seeded server and parse with these.
 */
export interface GraphqlOperation<V extends z.ZodType, R extends z.ZodType> {
  readonly name: string;
  readonly document: string;
  readonly variables: V;
  readonly result: R;
}

export function defineOperation<V extends z.ZodType, R extends z.ZodType>(
  operation: GraphqlOperation<V, R>,
): GraphqlOperation<V, R> {
  return operation;
}

/** The GraphQL call failed: errors from the server, or an HTTP status without data. */
export class GraphqlRequestError extends Error {
  readonly status: number;
  readonly errors: GraphqlError[];
  constructor(status: number, errors: GraphqlError[]) {
    super(errors[0]?.message ?? `GraphQL request failed with status ${status}`);
    this.name = 'GraphqlRequestError';
    this.status = status;
    this.errors = errors;
  }
}

export interface GraphqlClientOptions {
  /** The content server's base URL (CONTENT_API_URL), e.g. `http://localhost:4000/content`. */
  baseUrl: string;
  headers?: Record<string, string>;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/**
 * Sends one operation and parses `data` with its result schema; GraphQL errors throw, so a page
 * never renders from half an answer.
 */
export async function executeOperation<V extends z.ZodType, R extends z.ZodType>(
  operation: GraphqlOperation<V, R>,
  variables: z.input<V>,
  options: GraphqlClientOptions,
): Promise<z.output<R>> {
  const response = await (options.fetch ?? fetch)(
    `${options.baseUrl.replace(/\/$/, '')}${contentGraphqlEndpoint.path}`,
    {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        ...options.headers,
      },
      body: JSON.stringify({
        query: operation.document,
        variables: operation.variables.parse(variables),
        operationName: operation.name,
      }),
      signal: options.signal,
    },
  );
  const json: unknown = await response.json().catch(() => undefined);
  const parsed = graphqlResponseSchema.safeParse(json);
  if (!parsed.success) throw new GraphqlRequestError(response.status, []);
  // A refusal before GraphQL ran (503 from the load guard, 429, 413) carries the REST error
  // envelope in `data`, which is not this operation's result.
  if (!response.ok || parsed.data.errors?.length || !parsed.data.data) {
    throw new GraphqlRequestError(response.status, parsed.data.errors ?? []);
  }
  return operation.result.parse(parsed.data.data);
}

export const graphqlEndpoints = { contentGraphql: contentGraphqlEndpoint } as const;
