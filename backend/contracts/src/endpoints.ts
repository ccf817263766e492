import type { Endpoint } from './endpoint.ts';
import { catalogCategoryEndpoints } from './content/catalog-category.ts';
import { catalogProductEndpoints } from './content/catalog-product.ts';
import { catalogStateEndpoints } from './content/catalog-state.ts';
import { graphqlEndpoints } from './content/graphql/operation.ts';
import { menusEndpoints } from './content/menus.ts';
import { searchEndpoints } from './content/search.ts';
import { urlRewritesEndpoints } from './content/url-rewrites.ts';
import { accountsEndpoints } from './store/accounts.ts';
import { addressesEndpoints } from './store/addresses.ts';
import { contactEndpoints } from './store/contact.ts';
import { newsletterEndpoints } from './store/newsletter.ts';
import { productWatchersEndpoints } from './store/product-watchers.ts';
import { shoppingListsEndpoints } from './store/shopping-lists.ts';
import { cartEndpoints } from './store/cart-endpoints.ts';
import { ordersEndpoints } from './store/orders.ts';
import { paymentsEndpoints } from './store/payments.ts';
import { aresEndpoints } from './store/ares.ts';
import { branchesEndpoints } from './store/branches.ts';
import { countriesEndpoints } from './store/countries.ts';
import { currenciesEndpoints } from './store/currencies.ts';
import { deliveryTimesEndpoints } from './store/delivery-times.ts';
import { globalsEndpoints } from './store/globals.ts';
import { orderGiftsEndpoints } from './store/order-gifts.ts';
import { productCategoriesEndpoints } from './store/product-categories.ts';
import { recommendationsEndpoints } from './store/recommendations.ts';
import { reviewsEndpoints } from './store/reviews.ts';
import { shippingEndpoints } from './store/shipping.ts';

/**
 * The endpoint table: every call of spec section 7, once, name → endpoint. Each resource defines
 * its calls beside its schemas; this only gathers them (the back end registers its routes from it,
 * tests iterate it). Store paths carry their `/api/v1` prefix; content paths are relative to the
 * content server's base URL.
 */
export const endpoints = {
  ...globalsEndpoints,
  ...currenciesEndpoints,
  ...countriesEndpoints,
  ...productCategoriesEndpoints,
  ...shippingEndpoints,
  ...branchesEndpoints,
  ...deliveryTimesEndpoints,
  ...reviewsEndpoints,
  ...orderGiftsEndpoints,
  ...recommendationsEndpoints,
  ...aresEndpoints,
  ...accountsEndpoints,
  ...addressesEndpoints,
  ...shoppingListsEndpoints,
  ...newsletterEndpoints,
  ...productWatchersEndpoints,
  ...cartEndpoints,
  ...ordersEndpoints,
  ...paymentsEndpoints,
  ...contactEndpoints,
  ...menusEndpoints,
  ...urlRewritesEndpoints,
  ...searchEndpoints,
  ...graphqlEndpoints,
  ...catalogProductEndpoints,
  ...catalogCategoryEndpoints,
  ...catalogStateEndpoints,
} as const;

// Checked here rather than with `satisfies`, which would widen each endpoint's inferred schemas
// to the constraint and lose the params/query/body types callers rely on.
const _everyEntryIsAnEndpoint: Record<string, Endpoint> = endpoints;
void _everyEntryIsAnEndpoint;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
