import { serviceUnavailable } from '../../api/apiErrors.ts';
import { layoutMenusOf } from '../../api/contentMenus.server.ts';
import { audienceOf, soldCurrencies, type RequestContext } from '../../request/requestContext.ts';

/**
 * The one source of what the header and footer show: the menus (shared cache) and the currency
 * switch's options (request context). A back end that fails with nothing cached makes a 503.
 */
export async function loadLayoutData(context: RequestContext) {
  const currencies = soldCurrencies(context);
  try {
    const menus = await layoutMenusOf(audienceOf(context));
    return { currencies: currencies.map(({ code, symbol }) => ({ code, symbol })), menus };
  } catch (error) {
    throw serviceUnavailable(error);
  }
}
