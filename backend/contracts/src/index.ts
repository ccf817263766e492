// `@vitrina/contracts`: what both sides share (endpoint and client machinery, errors, headers, envelopes)
// and the two tables gathered from the sides: every endpoint and every GraphQL operation.
// Resources come from `@vitrina/contracts/store` and `@vitrina/contracts/content`.
export { endpoints, type EndpointName, type Endpoints } from './endpoints.ts';
export { graphqlOperations } from './content/graphql/operations.ts';
export {
  defineEndpoint,
  fillPath,
  headerErrorCodes,
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
  locales,
  localeSchema,
  requestHeaders,
  type CurrencyCode,
  type Locale,
  type RequestContextHeaders,
} from './headers.ts';
export { acceptedRequestId, requestIdHeader } from './request-id.ts';
export { ApiRequestError, callEndpoint, type ApiClientOptions, type CallInput } from './client.ts';
export {
  boundedDate,
  boundedDateTime,
  dataEnvelope,
  dateWindow,
  pagedEnvelope,
  pagingQuery,
  slugSchema,
} from './common.ts';
