// Tables only: drizzle-kit, the drizzle client and the seed iterate over these exports.
export { languages } from './languages.ts';
export { currencies, currencyFormats } from './currencies.ts';
export { countries, countryTranslations } from './countries.ts';
export { productCategories, productCategoryTranslations } from './categories.ts';
export { menuItems, menuItemTranslations, menus, menuTranslations } from './menus.ts';
export { shopSettings, shopSettingsTranslations } from './settings.ts';
export { redirects, urlRewrites, urlRewriteTranslations } from './url-rewrites.ts';
