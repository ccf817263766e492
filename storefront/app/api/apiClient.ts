import {
  callEndpoint,
  type ApiClientOptions,
  type CallInput,
  type Endpoint,
  type EndpointResponse,
} from '@vitrina/contracts';
import { executeOperation, type GraphqlOperation } from '@vitrina/contracts/content';
import type { z } from 'zod';

/** Typed calls of spec section 7 to both back ends, bound to one request's base URLs and headers. */
export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<EndpointResponse<E>>;
  /** One content GraphQL operation (POST /graphql), its answer parsed by the operation's schema. */
  query<V extends z.ZodType, R extends z.ZodType>(
    operation: GraphqlOperation<V, R>,
    variables: z.input<V>,
  ): Promise<z.output<R>>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  return {
    call: (endpoint, input) => callEndpoint(endpoint, input, options),
    query: (operation, variables) =>
      executeOperation(operation, variables, {
        baseUrl: options.baseUrls.content,
        headers: options.headers,
        fetch: options.fetch,
        signal: options.signal,
      }),
  };
}
