import { z } from 'zod';
import {
  fillPath,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from './endpoint.ts';
import { errorEnvelopeSchema, type ApiError } from './errors.ts';

/** A call answered with the error envelope (or something unusable). Carries the HTTP status. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly errors: ApiError[];
  constructor(status: number, errors: ApiError[], message?: string) {
    super(message ?? errors[0]?.title ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.errors = errors;
  }
}

export interface ApiClientOptions {
  /** Base URL per server, e.g. `{ store: 'http://localhost:4000', content: 'http://localhost:4000/content' }`. */
  baseUrls: Record<Endpoint['server'], string>;
  headers?: Record<string, string>;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

export type CallInput<E> = (EndpointParams<E> extends undefined
  ? { params?: undefined }
  : { params: EndpointParams<E> }) &
  (EndpointQuery<E> extends undefined ? { query?: undefined } : { query?: EndpointQuery<E> }) &
  (EndpointBody<E> extends undefined ? { body?: undefined } : { body: EndpointBody<E> });

function toSearchParams(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) search.set(key, value.join(','));
    else if (typeof value === 'object') search.set(key, JSON.stringify(value));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls one endpoint and parses the answer with its response schema, so a back end that drifts
 * from the contract fails loudly at the boundary instead of deep inside a page.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  options: ApiClientOptions,
): Promise<EndpointResponse<E>> {
  const { params, query, body } = input as {
    params?: Record<string, string>;
    query?: unknown;
    body?: unknown;
  };
  const url = `${options.baseUrls[endpoint.server].replace(/\/$/, '')}${fillPath(endpoint.path, params)}${toSearchParams(query)}`;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await (options.fetch ?? fetch)(url, {
    method: endpoint.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorEnvelopeSchema.safeParse(json);
    throw new ApiRequestError(
      response.status,
      parsed.success ? parsed.data.data.errors : [],
      parsed.success
        ? undefined
        : `${endpoint.method} ${endpoint.path} failed with status ${response.status}`,
    );
  }
  const parsed = endpoint.response.safeParse(json);
  if (!parsed.success) {
    throw new ApiRequestError(
      502,
      [],
      `${endpoint.method} ${endpoint.path} answered outside its contract: ${z.prettifyError(parsed.error)}`,
    );
  }
  return parsed.data as EndpointResponse<E>;
}
