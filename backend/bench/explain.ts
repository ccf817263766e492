import { searchEntityTypes, searchQueryParts } from '@vitrina/contracts/content';
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../src/db/database.ts';
import { searchHitsQuery } from '../src/modules/catalog/search/search.repository.ts';

/** `--explain "query"`: the search plan with timings, to see where the milliseconds go. */
export async function explainSearch(db: Database, query: string): Promise<string> {
  const criteria = {
    locale: 'cs',
    words: searchQueryParts(query).map((word) => word.toLowerCase()),
    types: searchEntityTypes,
    userGroups: [],
    limit: 10,
    offset: 0,
  };
  const rows = await selectRows<Record<string, string>>(
    db,
    sql`explain (analyze, buffers) ${searchHitsQuery(criteria)}`,
  );
  return rows.map((row) => Object.values(row)[0]).join('\n');
}
