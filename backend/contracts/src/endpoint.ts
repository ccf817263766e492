import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';

/** Which of the two back ends of spec section 7 serves a call. */
export type ApiServer = 'store' | 'content';
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * One call of spec section 7, defined once. The back end registers its route from this object and
 * validates with its schemas; the storefront's client infers its types from it.
 */
export interface Endpoint<
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
> {
  /** Stable name, also the OpenAPI operationId. */
  readonly name: string;
  readonly server: ApiServer;
  readonly method: HttpMethod;
  /** Path with `{param}` placeholders, e.g. `/menu-object/{code}`. */
  readonly path: string;
  readonly summary: string;
  readonly params?: TParams;
  readonly query?: TQuery;
  readonly body?: TBody;
  /** Schema of a successful (2xx) response body. */
  readonly response: TResponse;
  /** Error codes this call may answer with, besides the generic ones every call has. */
  readonly errors: readonly ErrorCode[];
  /** Needs `Authorization: Bearer`. */
  readonly auth?: 'required' | 'optional';
}

/**
 * Codes every call may answer because it checks the request headers of spec section 7 (an unknown
 * locale or currency, malformed user groups or variant); `defineEndpoint` adds them to each entry.
 */
export const headerErrorCodes = [
  'validation_failed',
  'unknown_locale',
  'unknown_currency',
] as const satisfies readonly ErrorCode[];

export function defineEndpoint<
  TParams extends z.ZodType = z.ZodUndefined,
  TQuery extends z.ZodType = z.ZodUndefined,
  TBody extends z.ZodType = z.ZodUndefined,
  TResponse extends z.ZodType = z.ZodType,
>(
  endpoint: Endpoint<TParams, TQuery, TBody, TResponse>,
): Endpoint<TParams, TQuery, TBody, TResponse> {
  return { ...endpoint, errors: [...new Set([...endpoint.errors, ...headerErrorCodes])] };
}

type SchemaOutput<T> = T extends z.ZodUndefined
  ? undefined
  : T extends z.ZodType
    ? z.output<T>
    : never;
type SchemaInput<T> = T extends z.ZodUndefined
  ? undefined
  : T extends z.ZodType
    ? z.input<T>
    : never;

export type EndpointParams<E> =
  E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? SchemaInput<P> : never;
export type EndpointQuery<E> =
  E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? SchemaInput<Q> : never;
export type EndpointBody<E> =
  E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? SchemaInput<B> : never;
export type EndpointResponse<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? SchemaOutput<R> : never;

/** Fills `{param}` placeholders; throws on a missing one so a broken call never reaches the wire. */
export function fillPath(
  path: string,
  params: Record<string, string | number> | undefined,
): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === '')
      throw new Error(`Missing path parameter "${key}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** `/menu-object/{code}` → `/menu-object/:code`, the form Fastify and most routers use. */
export function toRoutePattern(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
