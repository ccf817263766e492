// Tables only: drizzle-kit, the drizzle client and the seed iterate over these exports.
export { languages } from './languages.ts';
export { currencies, currencyFormats } from './currencies.ts';
export { countries, countryTranslations } from './countries.ts';
export { productCategories, productCategoryTranslations } from './categories.ts';
export { menuItems, menuItemTranslations, menus, menuTranslations } from './menus.ts';
export { shopSettings, shopSettingsTranslations } from './settings.ts';
export { redirects, urlRewrites, urlRewriteTranslations } from './url-rewrites.ts';
export {
  brands,
  discounts,
  discountTranslations,
  parameters,
  parameterTranslations,
  parameterValues,
  parameterValueTranslations,
  priceLists,
  warehouses,
} from './catalogue.ts';
export {
  productAlternatives,
  productCategoryLinks,
  productDiscounts,
  productGifts,
  productParameterValues,
  productPrices,
  products,
  productTranslations,
  productVariants,
  variantParameterValues,
  variantPrices,
  variantStock,
} from './catalogue-products.ts';
export {
  virtualCategories,
  virtualCategoryFilters,
  virtualCategoryTagFilters,
  virtualCategoryTags,
  virtualCategoryTagTranslations,
  virtualCategoryTranslations,
} from './catalogue-virtual.ts';
export { contentPages, contentPageTranslations } from './content-pages.ts';
export {
  articleAuthors,
  articleAuthorTranslations,
  articleCategories,
  articleCategoryTranslations,
  articles,
  articleTagLinks,
  articleTags,
  articleTagTranslations,
  articleTranslations,
} from './content-articles.ts';
export {
  shopBranchEmployees,
  shopBranchEmployeeTranslations,
  shopBranches,
  shopBranchTranslations,
} from './content-branches.ts';
export {
  faqQuestions,
  faqQuestionTranslations,
  featuredProducts,
  infoBoxes,
  infoBoxTranslations,
  termReferences,
  terms,
  termTranslations,
  wideBanners,
  wideBannerTranslations,
} from './content-misc.ts';
export {
  categoryContents,
  categoryContentTranslations,
  contentConfiguration,
  contentConfigurationTranslations,
  topCategoryLists,
  topCategoryListTranslations,
} from './content-config.ts';
export {
  paymentPrices,
  payments,
  paymentTranslations,
  shipperBlockedPayments,
  shipperBranches,
  shipperPrices,
  shippers,
  shipperTranslations,
} from './shipping.ts';
export { orderGifts, orderGiftThresholds, productComments, productReviews } from './reviews.ts';
export { seedSections } from './seed-sections.ts';
export {
  creditTransactions,
  rateLimitCounters,
  userAddresses,
  users,
  userTokens,
} from './accounts.ts';
export { cartGifts, cartItems, carts, couponCurrencyTerms, coupons } from './carts.ts';
export { orderItems, orders, paymentTransactions, shopSecrets } from './orders.ts';
export {
  contactMessages,
  newsletterSubscriptions,
  productWatchers,
  shoppingListItems,
  shoppingLists,
} from './engagement.ts';
export { mailOutbox } from './mail.ts';
