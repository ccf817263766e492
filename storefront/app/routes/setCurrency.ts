import { errorEnvelope } from '@vitrina/contracts';
import { data, redirect } from 'react-router';
import type { Route } from './+types/setCurrency';
import { currenciesQueryOptions } from '../api/currency.queries.ts';
import { requestServicesContext } from '../context/requestContext.ts';
import { safeRedirectPath } from '../routing/safeRedirect.ts';
import { currencyCookie } from '../session/currency.ts';

/** Sets the currency cookie and returns to the page the form was on (spec section 4). */
export async function action({ request, context, url }: Route.ActionArgs) {
  const { api, queryClient, locale } = context.get(requestServicesContext);
  const form = await request.formData();
  const code = String(form.get('currency') ?? '');
  const currencies = await queryClient.ensureQueryData(currenciesQueryOptions(api, locale));
  if (!currencies.some((currency) => currency.code === code)) {
    return data(
      errorEnvelope([{ field: 'currency', title: 'Unknown currency', code: 'unknown_currency' }]),
      { status: 422 },
    );
  }
  const back = safeRedirectPath(form.get('redirectTo'));
  return redirect(back, {
    status: 303,
    headers: { 'Set-Cookie': currencyCookie(code, url.protocol === 'https:') },
  });
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}
