import type { MiddlewareFunction } from 'react-router';
import { cacheControlFor } from '../session/cacheControl.ts';
import { hasPersonalSession, readSessionCookies } from '../session/cookies.ts';

/** Sets Cache-Control and `Vary: Cookie` on every page and data response (architecture.md §5). */
export const cacheHeadersMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  const personal = hasPersonalSession(readSessionCookies(request.headers.get('cookie')));
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
