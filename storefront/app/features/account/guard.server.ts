import type { User } from '@vitrina/contracts/store';
import { data, redirect, type RouterContextProvider } from 'react-router';
import type { PageErrorData } from '../../api/apiErrors.ts';
import { getRequestContext } from '../../request/requestContext.ts';
import { routePath } from '../../routing/routePath.ts';
import { getShopper } from './shopper.server.ts';

/** The login page that brings the shopper back to `url` afterwards. */
export function loginRedirectPath(context: Readonly<RouterContextProvider>, url: URL): string {
  const { locale } = getRequestContext(context);
  const back = new URLSearchParams({ redirect: url.pathname + url.search });
  return `${routePath('login', {}, locale)}?${back}`;
}

/**
 * The user area's server-side guard: the signed-in user, or a redirect to the login page and back
 * for a guest (spec §2). A back end that cannot say who it is makes the page a 503, so a signed-in
 * shopper is not sent to log in again because of an outage.
 */
export function requireUser(context: Readonly<RouterContextProvider>, url: URL): User {
  const shopper = getShopper(context);
  if (shopper.status === 'user') return shopper.user;
  // Already logged by the shopper middleware.
  if (shopper.status === 'unavailable') {
    throw data<PageErrorData>({ message: 'Service unavailable' }, { status: 503 });
  }
  throw redirect(loginRedirectPath(context, url), { status: 303 });
}
