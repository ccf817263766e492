import type { MiddlewareFunction } from 'react-router';
import { requestContext } from '../request/requestContext.ts';
import { securityHeaders } from './securityHeaders.ts';

/**
 * Security headers on every response of the app, redirects and errors included; the HTML's
 * Content-Security-Policy is set where its nonce is made (entry.server.tsx).
 */
export const securityHeadersMiddleware: MiddlewareFunction<Response> = async (
  { context },
  next,
) => {
  const response = await next();
  const https = context.get(requestContext)?.https ?? false;
  for (const [name, value] of Object.entries(
    securityHeaders({ https, production: import.meta.env.PROD }),
  )) {
    response.headers.set(name, value);
  }
  return response;
};
