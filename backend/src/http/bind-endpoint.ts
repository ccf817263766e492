import type { Endpoint, EndpointResponse } from '@vitrina/contracts';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { routeUrl } from './mount.ts';

type Parsed<T> = T extends z.ZodUndefined
  ? undefined
  : T extends z.ZodType
    ? z.output<T>
    : undefined;

/** Params, query and body after the endpoint's schemas parsed them (coerced, defaults applied). */
export interface EndpointInput<E> {
  request: FastifyRequest;
  params: E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? Parsed<P> : never;
  query: E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? Parsed<Q> : never;
  body: E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? Parsed<B> : never;
}

/**
 * Makes a plugin scope validate with zod and check responses against their schema. Only contract
 * routes live in that scope, so plugin routes (Swagger UI) keep Fastify's JSON-schema defaults.
 */
export function useContractCompilers(scope: FastifyInstance): void {
  scope.setValidatorCompiler(validatorCompiler);
  scope.setSerializerCompiler(serializerCompiler);
}

/**
 * Registers one route from its contract entry. In a scope prepared by `useContractCompilers`, params,
 * query and body are validated (400 envelope naming the field) and the 200 body must match the
 * contract (else a logged 500: drift is our bug, never the caller's).
 */
export function bindEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: EndpointInput<E>) => Promise<EndpointResponse<E>>,
): void {
  const schema: FastifySchema = { response: { 200: endpoint.response } };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  app.route({
    method: endpoint.method,
    url: routeUrl(endpoint),
    schema,
    handler: (request) =>
      handler({
        request,
        params: request.params,
        query: request.query,
        body: request.body,
      } as EndpointInput<E>),
  });
}
