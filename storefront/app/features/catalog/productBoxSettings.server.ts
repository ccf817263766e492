import { endpoints } from '@vitrina/contracts';
import { productsConfigurationOperation } from '@vitrina/contracts/content';
import type { ApiClient } from '../../api/apiClient.ts';
import { logBackendFailure } from '../../api/apiErrors.ts';
import { sharedCache } from '../../api/sharedCache.server.ts';
import { serverEnv } from '../../env.server.ts';
import { audienceOf, requestCurrency, type RequestContext } from '../../request/requestContext.ts';
import { resolveTheme } from '../../ui/resolveTheme.server.ts';
import { themeSettings } from '../../ui/themeSettings.ts';
import { showsPricesWithoutVat, type ProductBoxSettings } from './productBox.ts';

async function fetchBoxConfiguration(api: ApiClient) {
  const [globals, configuration] = await Promise.all([
    api.call(endpoints.globals, {}),
    api.query(productsConfigurationOperation, {}),
  ]);
  return {
    freeShippingAt: globals.data.freeShippingAt?.amount ?? null,
    freeDeliveryByPrice: configuration.configuration.products.show_free_delivery_tag_by_price,
  };
}

// The same for everyone of an audience (the threshold is in its currency): like the menus.
const boxConfigurationOf = sharedCache({
  load: fetchBoxConfiguration,
  max: 200,
  freshMs: 60_000,
  staleMs: 10 * 60_000,
});

/**
 * What the product boxes of a page share: thresholds, the shopper's price view, the theme's
 * limits, the currency format and the image server. Without the configuration the boxes still
 * render, only without the free-delivery-by-price tag.
 */
export async function loadProductBoxContext(context: RequestContext) {
  const configuration = await boxConfigurationOf(audienceOf(context)).catch((error: unknown) => {
    logBackendFailure(error);
    return { freeShippingAt: null, freeDeliveryByPrice: false };
  });
  const settings: ProductBoxSettings = {
    ...configuration,
    withoutVat: showsPricesWithoutVat(context.session.userGroups),
    ...themeSettings[resolveTheme(context)].productBox,
  };
  return { settings, currency: requestCurrency(context), imageBase: serverEnv().contentApiUrl };
}

export type ProductBoxContextValue = Awaited<ReturnType<typeof loadProductBoxContext>>;
