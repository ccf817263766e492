import { endpoints } from '@vitrina/contracts';
import { type MenuCode, type MenuObject } from '@vitrina/contracts/content';
import type { ApiClient } from './apiClient.ts';
import { nullWhenNotFound } from './apiErrors.ts';
import { sharedCache } from './sharedCache.server.ts';

const footerCodes = ['footer_main_1', 'footer_main_2', 'footer_main_3', 'footer_main_4'] as const;

export interface LayoutMenus {
  main: MenuObject | null;
  top: MenuObject | null;
  footer: MenuObject[];
}

/** The six content menus of the header and footer; a menu the content server lacks is left out. */
async function fetchLayoutMenus(api: ApiClient): Promise<LayoutMenus> {
  const menu = (code: MenuCode) =>
    api.call(endpoints.menuObject, { params: { code } }).catch(nullWhenNotFound);
  const [main, top, footer] = await Promise.all([
    menu('mainMenu'),
    menu('header_top_1'),
    Promise.all(footerCodes.map(menu)),
  ]);
  return { main, top, footer: footer.filter((item): item is MenuObject => item !== null) };
}

/**
 * The header's and footer's menus for an audience (`audienceOf(context)`). Menus change rarely and
 * are the same for everyone of an audience: the shared page cache's minute, served stale for ten
 * more while one request refreshes them. Shared by the layout and the search dropdown's menu
 * items, so typing in the search box costs no menu call.
 */
export const layoutMenusOf = sharedCache({
  load: fetchLayoutMenus,
  max: 200,
  freshMs: 60_000,
  staleMs: 10 * 60_000,
});
