import { toRoutePattern, type ApiServer, type Endpoint } from '@vitrina/contracts';
import type { BinaryEndpoint } from '@vitrina/contracts/content';

/**
 * Both APIs live in this one process: store paths carry `/api/v1` already, content paths are
 * mounted under `/content` (so CONTENT_API_URL is `http://host:4000/content`).
 */
export const mountPrefix: Record<ApiServer, string> = { store: '', content: '/content' };

/** Path as served here, with `{param}` placeholders (OpenAPI form). */
export function mountedPath(endpoint: Endpoint | BinaryEndpoint): string {
  return `${mountPrefix[endpoint.server]}${endpoint.path}`;
}

/** Path as Fastify routes it (`:param` form). */
export function routeUrl(endpoint: Endpoint): string {
  return toRoutePattern(mountedPath(endpoint));
}

/** Where a binary endpoint's raw rest begins, e.g. `/content/images`. */
export function mountedPrefix(endpoint: BinaryEndpoint): string {
  return `${mountPrefix[endpoint.server]}${endpoint.prefix}`;
}
