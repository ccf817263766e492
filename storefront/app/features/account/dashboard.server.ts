import { endpoints } from '@vitrina/contracts';
import type { RouterContextProvider } from 'react-router';
import { logBackendFailure } from '../../api/apiErrors.ts';
import { userPage } from './userArea.server.ts';

/** The dashboard (spec §2 `user-dashboard`): who is signed in and their default addresses. */
export async function loadDashboard(context: Readonly<RouterContextProvider>, request: Request) {
  const { ctx, user } = userPage(context, request);
  // The addresses are a summary here; without them the dashboard still opens.
  const addresses = await ctx.api
    .call(endpoints.addresses, {})
    .then((answer) => answer.data.filter((address) => address.isDefault))
    .catch((error: unknown) => {
      logBackendFailure(error);
      return null;
    });
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
  };
}

export type DashboardData = Awaited<ReturnType<typeof loadDashboard>>;
