// The content server's GraphQL operations (what the storefront sends) and their result schemas.
export {
  contentGraphqlEndpoint,
  defineOperation,
  executeOperation,
  GraphqlRequestError,
  graphqlErrorSchema,
  graphqlRequestSchema,
  graphqlResponseSchema,
  type GraphqlClientOptions,
  type GraphqlError,
  type GraphqlOperation,
} from './operation.ts';
export {
  contentBlockSchema,
  imageSchema,
  pageMetaSchema,
  richTextSchema,
  type ContentBlockJson,
  type PageMetaJson,
  type RichTextJson,
} from './common.ts';
export {
  contentPageBySlugOperation,
  pageBySlugOperation,
  pageSchema,
  pagesMenuOperation,
  type ContentPage,
} from './pages.ts';
export {
  articleAuthorOperation,
  articleBySlugOperation,
  articleCardSchema,
  articleCategoryOperation,
  articleListConfigurationOperation,
  articleSchema,
  articlesMaxLimit,
  articlesOperation,
  articlesPageSize,
  articleTagOperation,
  type ArticleCard,
  type ArticleDetail,
} from './articles.ts';
export {
  branchesMaxLimit,
  branchesOperation,
  branchMapLimit,
  branchMapOperation,
  branchOperation,
  contentBranchSchema,
  type ContentBranch,
} from './branches.ts';
export { termBySlugOperation, termSchema, termsLimit, termsOperation, type Term } from './terms.ts';
export {
  infoBoxesOperation,
  infoBoxSchema,
  wideBannerSchema,
  wideBannersOperation,
  type InfoBox,
  type WideBanner,
} from './banners.ts';
export {
  cartConfigurationOperation,
  contactBlockOperation,
  errorPageConfigurationOperation,
  footerConfigurationOperation,
  productsConfigurationOperation,
  topBannerOperation,
} from './configuration.ts';
export {
  categoryByStoreIdOperation,
  categoryContentSchema,
  topCategoriesOperation,
  topCategoryListSchema,
  type CategoryContent,
  type TopCategoryList,
} from './categories.ts';
export { contentSearchOperation } from './search.ts';
export {
  brandSchema,
  brandsByIdsOperation,
  brandsByWeightOperation,
  colorOperation,
  homepageOperation,
  parameterSchema,
  parametersOperation,
  parameterValueSchema,
  parameterValuesOperation,
  featuredProductsOperation,
  featuredProductTypes,
  filteredCategoryOperation,
  slicedTagSchema,
  virtualCategoriesBySlugsOperation,
  virtualCategorySchema,
  type ContentBrand,
  type ContentParameter,
  type ContentSlicedTag,
  type ContentVirtualCategory,
} from './catalogue.ts';
