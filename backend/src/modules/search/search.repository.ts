import { locales, type SearchEntityType } from '@vitrina/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { selectRows, type Database } from '../../db/database.ts';
import {
  articles,
  articleTranslations,
  faqQuestions,
  faqQuestionTranslations,
  productCategories,
  productCategoryTranslations,
  products,
  productTranslations,
  virtualCategories,
  virtualCategoryTranslations,
} from '../../db/schema/index.ts';

export interface SearchCriteria {
  locale: string;
  /** Query words (3+ characters each), as typed; normalised in SQL like the indexed titles. */
  words: readonly string[];
  types: readonly SearchEntityType[];
  userGroups: readonly string[];
  limit: number;
  offset: number;
}

export interface SearchRow {
  type: SearchEntityType;
  id: number;
  title: string;
  slug: string | null;
  image: string | null;
  score: number;
  total: number;
}

/** The expression the GIN trigram indexes of migration 0005 are built on. */
const normalised = (value: PgColumn | SQL) => sql`vitrina_search_text(${value})`;

/**
 * `vitrina_search_text(name)`, stored by migration 0005 as a generated column (not in the drizzle
 * schema: nothing writes it) so matching thousands of names costs no unaccent call per row.
 */
const productSearchName = sql`${productTranslations}.search_name`;

/** `%` and `_` typed by the shopper are literal characters, not wildcards. */
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Every word must occur in the title (substring) or be one typo away from one of its words
 * (pg_trgm word similarity, `%>` so the indexed expression is on the left and the index is used).
 */
function everyWordMatches(norm: SQL, words: readonly string[]): SQL {
  return sql.join(
    words.map(
      (word) =>
        sql`(${norm} like '%' || ${normalised(sql`${escapeLike(word)}::text`)} || '%' or ${norm} %> ${normalised(sql`${word}::text`)})`,
    ),
    sql` and `,
  );
}

/**
 * Relevance: whole title equal to the query (4), starting with it (3), a word starting with it (2);
 * plus the share of words found as typed rather than through a typo (0–1). Only cheap LIKE tests:
 * a common word matches thousands of products, and every match is scored to find the best ten.
 */
function score(norm: SQL, words: readonly string[]): SQL {
  const pattern = (text: string) => sql`${normalised(sql`${escapeLike(text)}::text`)}`;
  const query = pattern(words.join(' '));
  const exact = sql.join(
    words.map((word) => sql`(${norm} like '%' || ${pattern(word)} || '%')::int`),
    sql` + `,
  );
  return sql`(case when ${norm} = ${normalised(sql`${words.join(' ')}::text`)} then 4 when ${norm} like ${query} || '%' then 3 when ${norm} like '% ' || ${query} || '%' then 2 else 0 end
    + (${exact})::float8 / ${words.length})::float8`;
}

/**
 * The language as a literal, not a bind parameter: the trigram indexes are partial per language,
 * and only a literal lets the planner pick them. Safe: it is one of the contract's locales.
 */
function localeLiteral(locale: string): SQL {
  if (!locales.some((known) => known === locale)) throw new RangeError(`Unknown locale ${locale}`);
  return sql.raw(`'${locale}'`);
}

type Source = (criteria: SearchCriteria) => SQL;

/** One SELECT per entity type, each yielding (type, id, title, slug, image, normalised title). */
const sources: Record<SearchEntityType, Source> = {
  // Hidden and group-only products are few: subtract them through a small partial index instead of
  // visiting the products row of every match (a common word matches thousands of names).
  product: (c) =>
    sql`select 'product' as type, ${productTranslations.productId} as id,
        ${productTranslations.name} as title, ${productTranslations.slug} as slug,
        null::text as image, ${productSearchName} as norm
      from ${productTranslations}
      where ${productTranslations.locale} = ${localeLiteral(c.locale)}
        and ${everyWordMatches(productSearchName, c.words)}
        and ${productTranslations.productId} not in (
          select ${products.id} from ${products}
          where not ${products.visible} or (${products.requiredUserGroup} is not null
            and ${products.requiredUserGroup} not in (${sql.join(
              [...c.userGroups, ''].map((group) => sql`${group}`),
              sql`, `,
            )})))`,
  category: (c) =>
    sql`select 'category', ${productCategories.id}, ${productCategoryTranslations.name},
        ${productCategoryTranslations.slug}, null, ${normalised(productCategoryTranslations.name)}
      from ${productCategoryTranslations}
      join ${productCategories} on ${productCategories.id} = ${productCategoryTranslations.categoryId}
      where ${productCategoryTranslations.locale} = ${c.locale}
        and ${everyWordMatches(normalised(productCategoryTranslations.name), c.words)}`,
  virtual_category: (c) =>
    sql`select 'virtual_category', ${virtualCategories.id}, ${virtualCategoryTranslations.title},
        ${virtualCategoryTranslations.slug}, null, ${normalised(virtualCategoryTranslations.title)}
      from ${virtualCategoryTranslations}
      join ${virtualCategories} on ${virtualCategories.id} = ${virtualCategoryTranslations.virtualCategoryId}
      where ${virtualCategoryTranslations.locale} = ${c.locale}
        and ${everyWordMatches(normalised(virtualCategoryTranslations.title), c.words)}`,
  // Scheduled articles (published in the future) stay hidden, as in the article lists.
  article: (c) =>
    sql`select 'article', ${articles.id}, ${articleTranslations.title},
        ${articleTranslations.slug}, ${articles.imagePath}, ${normalised(articleTranslations.title)}
      from ${articleTranslations} join ${articles} on ${articles.id} = ${articleTranslations.articleId}
      where ${articleTranslations.locale} = ${c.locale} and ${articles.datePublished} <= now()
        and ${everyWordMatches(normalised(articleTranslations.title), c.words)}`,
  faq: (c) =>
    sql`select 'faq', ${faqQuestions.id}, ${faqQuestionTranslations.title}, null, null,
        ${normalised(faqQuestionTranslations.title)}
      from ${faqQuestionTranslations}
      join ${faqQuestions} on ${faqQuestions.id} = ${faqQuestionTranslations.questionId}
      where ${faqQuestionTranslations.locale} = ${c.locale}
        and ${everyWordMatches(normalised(faqQuestionTranslations.title), c.words)}`,
};

/** Type order for equal scores: what a shopper most likely looks for first. */
const typeRank = sql`array_position(array['category','virtual_category','product','article','faq']::text[], type)`;

/** The SQL of one page of hits (exported for EXPLAIN in the benchmark). */
export function searchHitsQuery(criteria: SearchCriteria): SQL {
  const union = sql.join(
    criteria.types.map((type) => sql`(${sources[type](criteria)})`),
    sql` union all `,
  );
  // Materialised so each title is normalised once, not again in every term of the score; product
  // images are looked up for the one page only.
  return sql`with hits (type, id, title, slug, image, norm) as materialized (${union}),
    page as (
      select type, id, title, slug, image, ${score(sql`norm`, criteria.words)} as score,
        (count(*) over ())::int as total
      from hits
      order by score desc, length(title), ${typeRank}, id
      limit ${criteria.limit} offset ${criteria.offset})
    select page.type, page.id, page.title, page.slug,
      coalesce(page.image, ${products.images}[1]) as image, page.score, page.total
    from page left join ${products} on page.type = 'product' and ${products.id} = page.id
    order by page.score desc, length(page.title), ${typeRank}, page.id`;
}

/** One page of hits across the chosen types, best first, each row carrying the overall total. */
export function selectSearchHits(db: Database, criteria: SearchCriteria): Promise<SearchRow[]> {
  return selectRows<SearchRow>(db, searchHitsQuery(criteria));
}
