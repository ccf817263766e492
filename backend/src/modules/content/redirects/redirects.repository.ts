import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { redirects } from '../../../db/schema/index.ts';

/** The redirect of `path` for `locale`, preferring a language-specific row over a general one. */
export async function selectRedirect(db: Database, locale: string, path: string) {
  const [row] = await db
    .select({ toPath: redirects.toPath, status: redirects.status })
    .from(redirects)
    .where(
      and(eq(redirects.fromPath, path), or(eq(redirects.locale, locale), isNull(redirects.locale))),
    )
    .orderBy(sql`${redirects.locale} nulls last`)
    .limit(1);
  return row;
}
