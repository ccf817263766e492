import { contentGraphqlEndpoint } from '@vitrina/contracts/content';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import type { Database } from '../../../db/database.ts';
import { mountedPath } from '../../../http/mount.ts';
import { requestContext } from '../../../http/request-context.ts';
import {
  graphqlLimits,
  maxAliasesRule,
  maxDepthRule,
  noIntrospectionRule,
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

/** Depth, alias and token limits, plus no introspection in production. */
function limitsPlugin(production: boolean): Plugin {
  return {
    // Wraps yoga's own parse (see graphql.limits.ts on the two copies of graphql).
    onParse({ parseFn, setParseFn }) {
      setParseFn((source, options) =>
        parseFn(source, { ...options, maxTokens: graphqlLimits.maxTokens }),
      );
    },
    onValidate({ addValidationRule }) {
      addValidationRule(maxDepthRule(graphqlLimits.maxDepth));
      addValidationRule(maxAliasesRule(graphqlLimits.maxAliases));
      if (production) addValidationRule(noIntrospectionRule);
    },
  };
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
    plugins: [limitsPlugin(production)],
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
