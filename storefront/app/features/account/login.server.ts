import { endpoints } from '@vitrina/contracts';
import { redirect, type RouterContextProvider } from 'react-router';
import { getRequestContext } from '../../request/requestContext.ts';
import { clientForSession } from '../../request/resolveRequestContext.server.ts';
import { routePath } from '../../routing/routePath.ts';
import { safeRedirectPath } from '../../routing/safeRedirect.ts';
import {
  setCookieHeaders,
  signedInCookies,
  signedOutCookies,
} from '../../session/sessionCookies.ts';
import { loginForm } from './accountForms.ts';
import { apiFailure, failed, parseForm } from './forms/formResult.ts';
import { formDataValues, textAt } from './forms/formValues.ts';
import { getShopper } from './shopper.server.ts';

/** Where to go after the login: the page that sent the shopper here (same site only), else home. */
function afterLogin(context: Readonly<RouterContextProvider>, wanted: unknown): string {
  const home = routePath('index', {}, getRequestContext(context).locale);
  return safeRedirectPath(wanted, home);
}

/** The login page; a shopper already signed in goes straight on. */
export function loadLoginPage(context: Readonly<RouterContextProvider>, url: URL) {
  const wanted = url.searchParams.get('redirect');
  if (getShopper(context).status === 'user') throw redirect(afterLogin(context, wanted));
  // A notice after a finished step elsewhere (the password reset sends the shopper here).
  const done =
    url.searchParams.get('done') === 'password-reset' ? ('password-reset' as const) : null;
  return { redirectTo: safeRedirectPath(wanted, ''), done };
}

/**
 * Logs in (spec §4): the token goes into an HttpOnly cookie for 7 days, the user's variant and
 * groups into theirs, and the shopper to the page they came for. The back end merges the guest
 * cart (the request carries its token). A refusal answers the form again with the e-mail kept.
 */
export async function login(request: Request, context: Readonly<RouterContextProvider>) {
  const ctx = getRequestContext(context);
  const values = formDataValues(await request.formData());
  const parsed = parseForm(loginForm, values);
  if (!parsed.success) return failed(parsed.failure);
  try {
    const { data: token } = await ctx.api.call(endpoints.login, { body: parsed.data });
    const session = { ...ctx.session, authToken: token.access_token };
    const api = clientForSession(ctx, session, request.signal);
    const { data: user } = await api.call(endpoints.currentUser, {});
    const cookies = signedInCookies(token.access_token, user, ctx.https);
    const headers = setCookieHeaders(cookies);
    return redirect(afterLogin(context, textAt(values, 'redirectTo')), { status: 303, headers });
  } catch (error) {
    const failure = apiFailure(error, values, { 401: 'wrong_credentials', 403: 'not_activated' });
    return failed(failure, failure.formError === 'unavailable' ? 503 : 400);
  }
}

/**
 * Logs out (spec §4): the token is revoked, the cookies go, the shopper lands on the home page of
 * their language (the form names it; the action's own path has no language).
 */
export async function logout(request: Request, context: Readonly<RouterContextProvider>) {
  const ctx = getRequestContext(context);
  const home = safeRedirectPath((await request.formData()).get('redirectTo'), '/');
  if (ctx.session.authToken) {
    // A token the back end no longer knows is as logged out as it gets.
    await ctx.api.call(endpoints.logout, {}).catch(() => undefined);
  }
  const headers = setCookieHeaders(signedOutCookies(ctx.https));
  return redirect(home, { status: 303, headers });
}
