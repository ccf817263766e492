import type { Country } from '@vitrina/contracts/store';
import type { RequestContext } from '../../../core/request-context.ts';
import { offsetOf, pageOf, type Page, type PageQuery } from '../../../core/paging.ts';
import { countCountries, countryExists, selectCountries } from './countries.repository.ts';

export async function listCountries(ctx: RequestContext, query: PageQuery): Promise<Page<Country>> {
  const [total, rows] = await Promise.all([
    countCountries(ctx.db),
    selectCountries(ctx, query.perPage, offsetOf(query)),
  ]);
  return pageOf(rows, total, query);
}

/** Whether the shop lists the country (alpha-3 code): for addresses other modules save. */
export function isShopCountry(ctx: RequestContext, code: string): Promise<boolean> {
  return countryExists(ctx.db, code);
}
