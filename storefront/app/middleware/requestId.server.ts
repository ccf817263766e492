import type { MiddlewareFunction } from 'react-router';
import { withRequestId } from '../request/requestId.server.ts';

/** First of all: what runs after it (loaders, actions, the render) knows the request's id. */
export const requestIdMiddleware: MiddlewareFunction<Response> = ({ request }, next) =>
  withRequestId(request, next);
