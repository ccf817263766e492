import { defaultCurrency, endpoints } from '@vitrina/contracts';
import type { RouterContextProvider } from 'react-router';
import { logBackendFailure } from '../../api/apiErrors.ts';
import type { RequestContext } from '../../request/requestContext.ts';
import { routePath } from '../../routing/routePath.ts';
import { currencyOf, summaryOf } from './orders.server.ts';
import { shopFunctionOn } from './shopFunctions.server.ts';
import { userPage } from './userArea.server.ts';

/** How many of the newest orders the dashboard lists. */
export const recentOrderCount = 3;

/** A part of the dashboard the back end could not give: logged, shown as unavailable (null). */
function optional<T>(promise: Promise<T>): Promise<T | null> {
  return promise.catch((error: unknown) => {
    logBackendFailure(error);
    return null;
  });
}

async function recentOrders(ctx: RequestContext) {
  const query = { page: 1, perPage: recentOrderCount };
  const answer = await ctx.api.call(endpoints.userOrders, { query });
  return {
    orders: answer.data.map((order) => summaryOf(ctx, order)),
    total: answer.meta.pagination.total,
  };
}

/** The shopper's loyalty credits when the shop runs them (spec §6), else null. */
async function loyaltyCredits(ctx: RequestContext) {
  if (!(await shopFunctionOn(ctx, 'loyalty_credits'))) return null;
  const { data: credits } = await ctx.api.call(endpoints.userCredits, {});
  return { amount: credits.amount, currency: currencyOf(ctx, defaultCurrency) };
}

/**
 * The dashboard (spec §2 `user-dashboard`): who is signed in, their newest orders, default
 * addresses and loyalty credits. Each summary is optional: without it the dashboard still opens.
 */
export async function loadDashboard(context: Readonly<RouterContextProvider>, request: Request) {
  const { ctx, user } = userPage(context, request);
  const [addresses, orders, credits] = await Promise.all([
    optional(
      ctx.api
        .call(endpoints.addresses, {})
        .then((answer) => answer.data.filter((address) => address.isDefault)),
    ),
    optional(recentOrders(ctx)),
    loyaltyCredits(ctx).catch((error: unknown) => {
      logBackendFailure(error);
      return 'failed' as const;
    }),
  ]);
  return {
    user: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      companyName: user.isBusiness ? user.companyName : null,
      businessStatus: user.businessStatus,
    },
    defaultAddresses: addresses,
    recentOrders: orders,
    credits,
    ordersHref: routePath('user-orders', {}, ctx.locale),
    shopHref: routePath('index', {}, ctx.locale),
  };
}

export type DashboardData = Awaited<ReturnType<typeof loadDashboard>>;
