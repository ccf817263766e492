import { errorEnvelope } from '@vitrina/contracts';
import { data, redirect } from 'react-router';
import { soldCurrencies, type RequestContext } from '../../request/requestContext.ts';
import { safeRedirectPath } from '../../routing/safeRedirect.ts';
import { currencyCookie } from '../../session/currency.ts';

/** Sets the currency cookie and returns to the page the form was on (spec section 4). */
export async function setCurrency(request: Request, context: RequestContext) {
  const currencies = soldCurrencies(context);
  const form = await request.formData();
  const code = String(form.get('currency') ?? '');
  if (!currencies.some((currency) => currency.code === code)) {
    return data(
      errorEnvelope([{ field: 'currency', title: 'Unknown currency', code: 'unknown_currency' }]),
      { status: 422 },
    );
  }
  const back = safeRedirectPath(form.get('redirectTo'));
  return redirect(back, {
    status: 303,
    headers: { 'Set-Cookie': currencyCookie(code, context.https) },
  });
}
