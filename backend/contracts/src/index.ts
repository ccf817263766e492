export { endpoints, type EndpointName, type Endpoints } from './endpoints.ts';
export {
  defineEndpoint,
  fillPath,
  toRoutePattern,
  type ApiServer,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type HttpMethod,
} from './endpoint.ts';
export {
  apiErrorSchema,
  errorCodes,
  errorEnvelope,
  errorEnvelopeSchema,
  type ApiError,
  type ErrorCode,
  type ErrorEnvelope,
} from './errors.ts';
export {
  apiHeaders,
  currencyCodes,
  defaultCurrency,
  defaultLocale,
  localeSchema,
  locales,
  requestHeaders,
  type CurrencyCode,
  type Locale,
  type RequestContextHeaders,
} from './headers.ts';
export { ApiRequestError, callEndpoint, type ApiClientOptions, type CallInput } from './client.ts';
export { dataEnvelope, pagedEnvelope, pagingQuery, slugSchema } from './common.ts';
export { currencySchema, type Currency } from './store/currency.ts';
export { countrySchema, type Country } from './store/country.ts';
export { productCategorySchema, type ProductCategory } from './store/category.ts';
export { globalsSchema, languageSchema, type Globals } from './store/globals.ts';
export {
  menuCodes,
  menuItemSchema,
  menuLinkSchema,
  menuObjectSchema,
  type MenuCode,
  type MenuItem,
  type MenuLink,
  type MenuObject,
} from './content/menu.ts';
export {
  redirectQuery,
  redirectSchema,
  urlRewriteQuery,
  urlRewriteSchema,
  urlRewriteTypes,
  type Redirect,
  type UrlRewrite,
  type UrlRewriteType,
} from './content/url-rewrite.ts';
