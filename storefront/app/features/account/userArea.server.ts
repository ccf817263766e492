import { data, redirect, type RouterContextProvider } from 'react-router';
import type { PageErrorData } from '../../api/apiErrors.ts';
import { getRequestContext } from '../../request/requestContext.ts';
import { routePath } from '../../routing/routePath.ts';
import { getAccountFeatures } from './accountFeatures.server.ts';
import type { AccountFeature } from './accountMenu.ts';
import { requireUser } from './guard.server.ts';

/**
 * Every user-area loader and action starts here: a feature that is off is a 404 (spec §6), a
 * guest goes to the login and back (spec §2).
 */
export function userPage(
  context: Readonly<RouterContextProvider>,
  request: Request,
  feature?: AccountFeature,
) {
  const ctx = getRequestContext(context);
  if (feature && !getAccountFeatures(context)[feature]) {
    throw data<PageErrorData>({ message: 'Not found' }, { status: 404 });
  }
  const user = requireUser(context, new URL(request.url));
  return { ctx, user };
}

/** `/uzivatel` itself opens the dashboard (for a guest: the login first). */
export function userRoot(context: Readonly<RouterContextProvider>, request: Request): never {
  const { ctx } = userPage(context, request);
  throw redirect(routePath('user-dashboard', {}, ctx.locale));
}

/** A path id of the user area (`/nakupni-seznamy/{id}`): a positive integer, else a 404. */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!/^\d{1,10}$/.test(value ?? '') || id < 1 || id > 2_147_483_647) {
    throw data<PageErrorData>({ message: 'Not found' }, { status: 404 });
  }
  return id;
}
