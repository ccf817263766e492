import {
  callEndpoint,
  type ApiClientOptions,
  type CallInput,
  type Endpoint,
  type EndpointResponse,
} from '@vitrina/contracts';

/** Typed calls of spec section 7 to both back ends, bound to one request's base URLs and headers. */
export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<EndpointResponse<E>>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  return { call: (endpoint, input) => callEndpoint(endpoint, input, options) };
}
