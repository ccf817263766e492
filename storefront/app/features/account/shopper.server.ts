import { ApiRequestError, endpoints } from '@vitrina/contracts';
import type { User } from '@vitrina/contracts/store';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { logBackendFailure } from '../../api/apiErrors.ts';
import { getRequestContext } from '../../request/requestContext.ts';
import { replaceSession } from '../../request/resolveRequestContext.server.ts';
import { audienceCookies, sameAudience, signedOutCookies } from '../../session/sessionCookies.ts';
import {
  accountFeaturesContext,
  getAccountFeatures,
  resolveAccountFeatures,
} from './accountFeatures.server.ts';

/**
 * Who is signed in on this request: `user` when the token works, `guest` without a token or with
 * a dead one, `unavailable` when the back end could not say (guarded pages then answer 503, not a
 * redirect to the login that would lose the shopper's place).
 */
export type Shopper =
  { status: 'user'; user: User } | { status: 'guest' } | { status: 'unavailable'; error: unknown };

export const shopperContext = createContext<Shopper>({ status: 'guest' });

export function getShopper(context: Readonly<RouterContextProvider>): Shopper {
  return context.get(shopperContext);
}

/**
 * Loads the signed-in user once per request (spec §6): a 401 deletes the token, variant and groups
 * cookies; otherwise the user's own variant and groups are what this request sends to the back
 * ends, and the cookies are rewritten when they said something else (decision 080).
 */
export const shopperMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const ctx = getRequestContext(context);
  if (!ctx.session.authToken) return next();
  let cookies: string[] = [];
  try {
    // Which parts of the user area the shop runs, read beside the user (shared, cached).
    const [{ data: user }, features] = await Promise.all([
      ctx.api.call(endpoints.currentUser, {}),
      resolveAccountFeatures(ctx),
    ]);
    context.set(accountFeaturesContext, features);
    const audience = { variant: user.variant, groups: user.groups };
    if (!sameAudience(ctx.session, audience)) {
      const { variant, groups } = audience;
      replaceSession(
        ctx,
        { ...ctx.session, userVariant: variant ?? undefined, userGroups: groups },
        request.signal,
      );
      cookies = audienceCookies(audience, ctx.https);
    }
    context.set(shopperContext, { status: 'user', user });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      cookies = signedOutCookies(ctx.https);
      const { cartToken, currency } = ctx.session;
      replaceSession(ctx, { cartToken, currency, userGroups: [] }, request.signal);
      context.set(shopperContext, { status: 'guest' });
    } else {
      logBackendFailure(error);
      context.set(shopperContext, { status: 'unavailable', error });
    }
  }
  const response = await next();
  for (const cookie of cookies) response.headers.append('Set-Cookie', cookie);
  return response;
};

/**
 * What the frame shows of the signed-in shopper (root loader data): the name for the header, the
 * parts of the user area for the account menu; null for a guest.
 */
export function shopperSummary(context: Readonly<RouterContextProvider>) {
  const shopper = getShopper(context);
  if (shopper.status !== 'user') return null;
  return { firstName: shopper.user.firstName, features: getAccountFeatures(context) };
}

export type ShopperSummary = ReturnType<typeof shopperSummary>;
