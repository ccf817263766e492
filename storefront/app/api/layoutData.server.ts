import type { MenuCode, MenuObject } from '@vitrina/contracts';
import type { RequestServices } from '../context/requestContext.ts';
import { nullWhenNotFound, serviceUnavailable } from './apiErrors.ts';
import { currenciesQueryOptions } from './currency.queries.ts';
import { menuQueryOptions } from './menu.queries.ts';

const footerCodes = ['footer_main_1', 'footer_main_2', 'footer_main_3', 'footer_main_4'] as const;

export interface LayoutMenus {
  main: MenuObject | null;
  top: MenuObject | null;
  footer: MenuObject[];
}

/** Menus and currencies of the site's header and footer; a menu the content server lacks is left out. */
export async function loadLayoutData({ api, queryClient, locale }: RequestServices) {
  const menu = (code: MenuCode) =>
    queryClient.fetchQuery(menuQueryOptions(api, code, locale)).catch(nullWhenNotFound);
  try {
    const [currencies, main, top, footer] = await Promise.all([
      queryClient.ensureQueryData(currenciesQueryOptions(api, locale)),
      menu('mainMenu'),
      menu('header_top_1'),
      Promise.all(footerCodes.map(menu)),
    ]);
    const menus: LayoutMenus = {
      main,
      top,
      footer: footer.filter((item): item is MenuObject => item !== null),
    };
    return { currencies: currencies.map(({ code, symbol }) => ({ code, symbol })), menus };
  } catch (error) {
    throw serviceUnavailable(error);
  }
}
