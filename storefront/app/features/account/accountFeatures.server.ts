import { createContext, type RouterContextProvider } from 'react-router';
import { logBackendFailure } from '../../api/apiErrors.ts';
import { getRequestContext, type RequestContext } from '../../request/requestContext.ts';
import { accountFeaturesOf, type AccountFeatures } from './accountMenu.ts';
import { shopFunctions } from './shopFunctions.server.ts';

/** This request's account parts, set by the shopper middleware for a signed-in shopper. */
export const accountFeaturesContext = createContext<AccountFeatures | null>(null);

/** Reads the back end's settings functions into the account parts (an outage: flags alone). */
export async function resolveAccountFeatures(ctx: RequestContext): Promise<AccountFeatures> {
  const functions = await shopFunctions(ctx).catch((error: unknown) => {
    logBackendFailure(error);
    return null;
  });
  return accountFeaturesOf(ctx.featureFlags, functions);
}

/** Which parts of the user area are on for this request (before a login: by the flags alone). */
export function getAccountFeatures(context: Readonly<RouterContextProvider>): AccountFeatures {
  return (
    context.get(accountFeaturesContext) ??
    accountFeaturesOf(getRequestContext(context).featureFlags, null)
  );
}
