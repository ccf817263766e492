import { contentGraphqlEndpoint } from '@vitrina/contracts/content';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createGraphQLError, createSchema, createYoga, type Plugin } from 'graphql-yoga';
import type { Database } from '../../../db/database.ts';
import { mountedPath } from '../../../http/mount.ts';
import { requestContext } from '../../../http/request-context.ts';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import {
  graphqlLimits,
  limitRules,
  noIntrospectionRule,
  storableTextRule,
} from './graphql.limits.ts';
import { resolvers, type GraphqlContext } from './graphql.resolvers.ts';
import { typeDefs } from './schema.graphql.ts';

export interface GraphqlOptions {
  /** Introspection off, no GraphiQL. Defaults to NODE_ENV=production. */
  production?: boolean;
}

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Tokens counted while parsing (graphql-armor), then depth, aliases, directives and cost (the
 * rules of graphql.limits.ts), text PostgreSQL cannot store, and no introspection in production.
 */
function limitsPlugins(production: boolean): Plugin[] {
  const tokens = maxTokensPlugin({
    n: graphqlLimits.maxTokens,
    propagateOnRejection: false,
    // Thrown as yoga's own error so it answers a 400 parse failure, not a masked 500.
    onReject: [
      (_context, error) => {
        throw createGraphQLError(error.message, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
      },
    ],
  }) as Plugin;
  const rules: Plugin = {
    onValidate({ addValidationRule }) {
      for (const rule of limitRules()) addValidationRule(rule);
      addValidationRule(storableTextRule);
      if (production) addValidationRule(noIntrospectionRule);
    },
  };
  return [tokens, rules];
}

/**
 * A document that does not parse or validate never executes, so the answer has `errors` and no
 * `data` key: a caller error, 400 (yoga answers 200 to `Accept: application/json` clients).
 */
function requestErrorStatus(response: Response, text: string): number {
  if (response.status !== 200 || !text.startsWith('{')) return response.status;
  const body = JSON.parse(text) as { data?: unknown; errors?: unknown[] };
  return body.errors?.length && !('data' in body) ? 400 : 200;
}

/**
 * `POST /content/graphql` (graphql-yoga inside Fastify). Fastify parses the body (with its size
 * limit) and the API scope's hook checks the headers (unknown x-locale → 400 envelope, like every
 * REST call); yoga gets a fetch Request and its Response is copied back. GraphiQL (GET) only in
 * development.
 */
export function graphqlRoutes(
  app: FastifyInstance,
  db: Database,
  { production = process.env.NODE_ENV === 'production' }: GraphqlOptions = {},
): void {
  const path = mountedPath(contentGraphqlEndpoint);
  const development = !production && process.env.NODE_ENV === 'development';
  const yoga = createYoga<ServerContext, GraphqlContext>({
    schema: createSchema<GraphqlContext & ServerContext>({ typeDefs, resolvers }),
    graphqlEndpoint: path,
    graphiql: development,
    landingPage: false,
    // Same-origin proxy and server-side loaders call it; no browser needs CORS headers here.
    cors: false,
    // Unexpected errors answer "Unexpected error." with no stack or message of the cause.
    maskedErrors: { isDev: false },
    logging: false,
    plugins: limitsPlugins(production),
    context: ({ req }) => ({ ctx: requestContext(req, db, contentGraphqlEndpoint) }),
  });

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) headers.set(name, value.join(', '));
    }
    headers.delete('content-length');
    const response = await yoga.fetch(
      `http://localhost${request.url}`,
      {
        method: request.method,
        headers,
        body: request.method === 'POST' ? JSON.stringify(request.body ?? null) : undefined,
      },
      { req: request, reply },
    );
    const text = await response.text();
    reply.code(requestErrorStatus(response, text));
    response.headers.forEach((value, name) => {
      if (name !== 'content-length') reply.header(name, value);
    });
    return reply.send(text);
  };

  app.route({
    method: 'POST',
    url: path,
    bodyLimit: graphqlLimits.maxBodyBytes,
    schema: { hide: true },
    handler: handle,
  });
  if (development) app.route({ method: 'GET', url: path, schema: { hide: true }, handler: handle });
}
