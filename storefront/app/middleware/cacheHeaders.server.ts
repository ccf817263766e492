import type { MiddlewareFunction } from 'react-router';
import { requestContext } from '../request/requestContext.ts';
import { routeOfPattern } from '../routing/routeIds.ts';
import { cacheControlFor } from './cacheControl.ts';

/**
 * Sets Cache-Control and `Vary: Cookie` on every page and data response (architecture.md,
 * "How a request flows"): private for a shopper with a session and for the route table's
 * personal pages, public for the rest.
 */
export const cacheHeadersMiddleware: MiddlewareFunction<Response> = async (
  { request, context, pattern },
  next,
) => {
  const response = await next();
  // Without a request context nothing is known about the shopper: assume the page is theirs.
  const shopper = context.get(requestContext)?.personal ?? true;
  const personal = shopper || Boolean(routeOfPattern(pattern)?.personal);
  const cacheControl = cacheControlFor({
    method: request.method,
    status: response.status,
    personal,
  });
  if (cacheControl) {
    response.headers.set('Cache-Control', cacheControl);
    response.headers.append('Vary', 'Cookie');
  }
  return response;
};
