import type { MiddlewareFunction } from 'react-router';
import { requestContext } from '../request/requestContext.ts';
import { resolveRequestContext } from '../request/resolveRequestContext.server.ts';

/** Puts this request's context on the router context before any loader or action runs. */
export const requestContextMiddleware: MiddlewareFunction<Response> = async ({
  request,
  url,
  context,
}) => {
  context.set(requestContext, await resolveRequestContext(request, url));
};
