import type { Country } from '@vitrina/contracts';
import type { RequestContext } from '../../http/request-context.ts';
import { offsetOf, pageOf, type Page, type PageQuery } from '../paging.ts';
import { countCountries, selectCountries } from './countries.repository.ts';

export async function listCountries(ctx: RequestContext, query: PageQuery): Promise<Page<Country>> {
  const [total, rows] = await Promise.all([
    countCountries(ctx.db),
    selectCountries(ctx.db, ctx.locale, ctx.fallbackLocale, query.perPage, offsetOf(query)),
  ]);
  return pageOf(rows, total, query);
}
