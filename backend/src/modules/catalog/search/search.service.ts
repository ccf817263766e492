import {
  searchEntityTypes,
  searchQueryParts,
  type SearchEntityType,
  type SearchResult,
} from '@vitrina/contracts/content';
import type { RequestContext } from '../../../core/request-context.ts';
import { selectSearchHits } from './search.repository.ts';

export interface SearchInput {
  q: string;
  limit: number;
  page: number;
  types?: SearchEntityType[];
}

/** More words only slow the query down without narrowing it in any useful way. */
const maxWords = 8;

/** Hits in the request language whose title matches every word of `q` (spec §9), best first. */
export async function search(ctx: RequestContext, input: SearchInput): Promise<SearchResult> {
  const words = [...new Set(searchQueryParts(input.q).map((word) => word.toLowerCase()))].slice(
    0,
    maxWords,
  );
  const criteria = {
    locale: ctx.locale,
    words,
    types: input.types ? [...new Set(input.types)] : searchEntityTypes,
    userGroups: ctx.userGroups,
    limit: input.limit,
    offset: (input.page - 1) * input.limit,
  };
  const rows = await selectSearchHits(ctx.db, criteria);
  // Past the last page there is no row to carry the total: ask once more for the first hit.
  if (rows.length === 0 && criteria.offset > 0) {
    const first = await selectSearchHits(ctx.db, { ...criteria, limit: 1, offset: 0 });
    return { entities: [], total: first[0]?.total ?? 0 };
  }
  return {
    entities: rows.map(({ type, id, title, slug, image, score }) => ({
      type,
      id,
      title,
      slug,
      image,
      score: Math.round(score * 1000) / 1000,
    })),
    total: rows[0]?.total ?? 0,
  };
}
