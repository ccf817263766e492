export { endpoints, type EndpointName, type Endpoints } from './endpoints.ts';
export { binaryEndpoints, type BinaryEndpoint } from './endpoints-binary.ts';
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
  paymentSchema,
  paymentTypes,
  shipperSchema,
  shipperTypes,
  taxedPriceSchema,
  type Payment,
  type PaymentType,
  type Shipper,
  type ShipperType,
  type TaxedPrice,
} from './store/shipping.ts';
export {
  branchSchema,
  branchesQuery,
  defaultBranchesPerPage,
  maxBranchKeys,
  openingHoursSchema,
  shipperBranchParams,
  type Branch,
  type BranchesQuery,
  type OpeningHours,
} from './store/branch.ts';
export {
  deliverySlotSchema,
  deliveryTimesQuery,
  deliveryTimesSchema,
  type DeliverySlot,
  type DeliveryTimes,
} from './store/delivery-time.ts';
export {
  commentSchema,
  commentsQuery,
  productIdParams,
  reviewSchema,
  reviewSorts,
  reviewsPageSchema,
  reviewsQuery,
  sortDirections,
  type Comment,
  type Review,
  type ReviewsPage,
  type ReviewsQuery,
} from './store/review.ts';
export { orderGiftSchema, type OrderGift } from './store/order-gift.ts';
export {
  companyAddressSchema,
  companyLookupQuery,
  companySchema,
  isValidIco,
  type Company,
  type CompanyAddress,
  type CompanyLookupQuery,
} from './store/ares.ts';
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
export {
  buildFileUrl,
  buildImageUrl,
  fileKeyFromPath,
  fileKeySchema,
  filesPathPrefix,
  formatImageTransform,
  imageSizes,
  imagesPathPrefix,
  imageTransformSchema,
  parseFileKeyPath,
  parseImageUrlPath,
  pixelRatios,
  snapImageSize,
  uploadsPathPrefix,
  type FileKey,
  type ImageSize,
  type ImageTransform,
  type ImageUrlInput,
  type ParseResult,
  type PixelRatio,
} from './images.ts';
export {
  searchEntitySchema,
  searchEntityTypes,
  searchMaxLimit,
  searchMinLength,
  searchPageSize,
  searchQuery,
  searchQueryParts,
  searchResultSchema,
  type SearchEntity,
  type SearchEntityType,
  type SearchResult,
} from './content/search.ts';
// The GraphQL operations' own index is the one list of their names (a second copy fell behind).
export * from './content/graphql/index.ts';
export {
  availabilityCodes,
  catalogParameterIds,
  catalogPriceSchema,
  catalogProductQuery,
  catalogProductResponse,
  catalogProductSchema,
  catalogProductSelectors,
  catalogVariantSchema,
  commaList,
  type CatalogPrice,
  type CatalogProduct,
  type CatalogProductResponse,
  type CatalogVariant,
} from './content/catalog-product.ts';
export {
  catalogCategoryQuery,
  catalogCategoryResponse,
  catalogCategorySchema,
  type CatalogCategory,
} from './content/catalog-category.ts';
export {
  catalogScopeSchema,
  catalogSorts,
  catalogStateQuery,
  catalogStateSchema,
  type CatalogScope,
  type CatalogScopeInput,
  type CatalogSort,
  type CatalogState,
} from './content/catalog-state.ts';
