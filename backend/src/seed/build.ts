import type * as schema from '../db/schema/index.ts';
import { flattenCategories, type FlatCategory } from './categories.ts';
import { categoryTree } from './data/categories.ts';
import { countryList } from './data/countries.ts';
import { currencyFormatRows, currencyRows } from './data/currencies.ts';
import { languageRows } from './data/languages.ts';
import { staticMenus, type MenuSpec } from './data/menus.ts';
import { settingsRow, settingsTranslationRows } from './data/settings.ts';
import { buildMenuRows, type MenuRows } from './menus.ts';
import { buildContentData, type ContentData } from './content.ts';
import type { RowsOf } from './rows.ts';
import { buildShippingRows, type ShippingData } from './shipping.ts';
import { buildUrlRewriteRows, type RewriteRows } from './url-rewrites.ts';

type CoreRows = RowsOf<
  Pick<
    typeof schema,
    | 'languages'
    | 'currencies'
    | 'currencyFormats'
    | 'countries'
    | 'countryTranslations'
    | 'productCategories'
    | 'productCategoryTranslations'
    | 'shopSettings'
    | 'shopSettingsTranslations'
  >
>;

/** Every row of the demo shop, in insertion order. Pure: the same value on every call. */
export interface DemoData extends CoreRows, MenuRows, RewriteRows, ShippingData, ContentData {}

/** `mainMenu`: every category, top level marked `main`, in tree order. */
function mainMenu(categories: readonly FlatCategory[]): MenuSpec {
  const itemsOf = (parentId: number | null): MenuSpec['items'] =>
    categories
      .filter((category) => category.parentId === parentId)
      .map((category) => ({
        cs: category.names.cs,
        en: category.names.en,
        main: parentId === null,
        link: { type: 'category', categoryId: category.id },
        children: itemsOf(category.id),
      }));
  return { code: 'mainMenu', cs: 'Hlavní menu', en: 'Main menu', items: itemsOf(null) };
}

export function buildDemoData(): DemoData {
  const categories = flattenCategories(categoryTree);
  const menuRows = buildMenuRows([mainMenu(categories), ...staticMenus]);
  return {
    languages: languageRows,
    currencies: currencyRows,
    currencyFormats: currencyFormatRows,
    countries: countryList.map(([code, iso2], position) => ({ code, iso2, position })),
    countryTranslations: countryList.flatMap(([code, , cs, en]) => [
      { countryCode: code, locale: 'cs', name: cs },
      { countryCode: code, locale: 'en', name: en },
    ]),
    productCategories: categories.map(({ id, parentId, position }) => ({ id, parentId, position })),
    productCategoryTranslations: categories.flatMap(({ id, names, slugs }) => [
      { categoryId: id, locale: 'cs', name: names.cs, slug: slugs.cs },
      { categoryId: id, locale: 'en', name: names.en, slug: slugs.en },
    ]),
    ...menuRows,
    shopSettings: [settingsRow],
    shopSettingsTranslations: settingsTranslationRows,
    ...buildUrlRewriteRows(),
    ...buildShippingRows(),
    ...buildContentData(),
  };
}
