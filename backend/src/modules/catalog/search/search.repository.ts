import { locales } from '@vitrina/contracts';
import type { SearchEntityType } from '@vitrina/contracts/content';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { selectRows, type Database } from '../../../db/database.ts';
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
} from '../../../db/schema/index.ts';

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

/** The expression the GIN trigram indexes of migration 0004 are built on. */
const normalised = (value: PgColumn | SQL) => sql`vitrina_search_text(${value})`;

/**
 * A query word normalised like the titles, as a sub-select: evaluated once per execution even in a
 * generic (prepared) plan, instead of calling unaccent for every one of thousands of scored rows.
 */
const normalisedQuery = (text: string) => sql`(select vitrina_search_text(${text}::text))`;

/** `%` and `_` typed by the shopper are literal characters, not wildcards. */
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Words this long tolerate one edit even where trigram similarity is below its threshold. */
const oneEditMinLength = 5;

/**
 * `text` (a title, or one word of the product vocabulary) contains the word, or is one typo away:
 * pg_trgm word similarity (`%>`, indexed expression on the left so the index is used), or for
 * longer words one edit of a whole word (migration 0008). `oneEdit` tests a candidate word.
 */
function wordMatches(text: SQL, word: string, oneEdit: (query: SQL) => SQL): SQL {
  const query = normalisedQuery(word);
  const typo = [...word].length >= oneEditMinLength ? sql` or ${oneEdit(query)}` : sql``;
  return sql`(${text} like '%' || ${normalisedQuery(escapeLike(word))} || '%' or ${text} %> ${query}${typo})`;
}

/** Every word must occur in the title or be one typo away from one of its words. */
function everyWordMatches(norm: SQL, words: readonly string[]): SQL {
  // Split inline (vitrina_search_words is priced for the planner, not for per-row use) and test
  // only words of a length one edit can bridge.
  const oneEdit = (query: SQL) =>
    sql`exists (select from regexp_split_to_table(${norm}, '\s+') as t(word)
      where abs(length(t.word) - length(${query})) <= 1 and vitrina_one_edit(t.word, ${query}))`;
  return sql.join(
    words.map((word) => wordMatches(norm, word, oneEdit)),
    sql` and `,
  );
}

/**
 * Relevance: whole title equal to the query (4), starting with it (3), a word starting with it (2);
 * plus the share of words found as typed rather than through a typo (0–1). Only cheap LIKE tests:
 * a common word matches thousands of products, and every match is scored to find the best ten.
 */
function score(norm: SQL, words: readonly string[]): SQL {
  const pattern = (text: string) => normalisedQuery(escapeLike(text));
  const query = pattern(words.join(' '));
  const exact = sql.join(
    words.map((word) => sql`(${norm} like '%' || ${pattern(word)} || '%')::int`),
    sql` + `,
  );
  return sql`(case when ${norm} = ${normalisedQuery(words.join(' '))} then 4 when ${norm} like ${query} || '%' then 3 when ${norm} like '% ' || ${query} || '%' then 2 else 0 end
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

/**
 * Product names go through the word list of migration 0007: each query word is matched (substring
 * or one typo) against the few distinct words of all names, and products are then found by those
 * exact words in a GIN index. No trigram recheck runs per product, so a word in thousands of names
 * costs a read of the narrow entries, not of the wide translations.
 */
function everyProductWordMatches(locale: SQL, words: readonly string[]): SQL {
  const terms = sql`product_search_terms`;
  // Trigram similarity (`%`, indexed) narrows the vocabulary before the per-word edit test.
  const oneEdit = (query: SQL) => sql`(term % ${query} and vitrina_one_edit(term, ${query}))`;
  return sql.join(
    words.map(
      (word) =>
        sql`vitrina_search_words(product_search_entries.search_name) && array(
          select term from ${terms} where ${terms}.locale = ${locale}
            and ${wordMatches(sql`term`, word, oneEdit)})`,
    ),
    sql` and `,
  );
}

type Source = (criteria: SearchCriteria) => SQL;

/**
 * One SELECT per entity type, each yielding (type, id, title, slug, image, normalised title, title
 * length). Products leave title and slug null: they are read for the one page only.
 */
const sources: Record<SearchEntityType, Source> = {
  // Hidden and group-only products are few: subtract them through a small covering partial index
  // instead of visiting the products row of every match (a common word matches thousands of names).
  product: (c) =>
    sql`select 'product' as type, product_search_entries.product_id as id, null::text as title,
        null::text as slug, null::text as image, product_search_entries.search_name as norm,
        product_search_entries.name_length as title_length
      from product_search_entries
      where product_search_entries.locale = ${localeLiteral(c.locale)}
        and ${everyProductWordMatches(localeLiteral(c.locale), c.words)}
        and product_search_entries.product_id not in (
          select ${products.id} from ${products}
          where not ${products.visible} or (${products.requiredUserGroup} is not null
            and ${products.requiredUserGroup} not in (${sql.join(
              [...c.userGroups, ''].map((group) => sql`${group}`),
              sql`, `,
            )})))`,
  category: (c) =>
    sql`select 'category', ${productCategories.id}, ${productCategoryTranslations.name},
        ${productCategoryTranslations.slug}, null, ${normalised(productCategoryTranslations.name)},
        length(${productCategoryTranslations.name})
      from ${productCategoryTranslations}
      join ${productCategories} on ${productCategories.id} = ${productCategoryTranslations.categoryId}
      where ${productCategoryTranslations.locale} = ${c.locale}
        and ${everyWordMatches(normalised(productCategoryTranslations.name), c.words)}`,
  virtual_category: (c) =>
    sql`select 'virtual_category', ${virtualCategories.id}, ${virtualCategoryTranslations.title},
        ${virtualCategoryTranslations.slug}, null, ${normalised(virtualCategoryTranslations.title)},
        length(${virtualCategoryTranslations.title})
      from ${virtualCategoryTranslations}
      join ${virtualCategories} on ${virtualCategories.id} = ${virtualCategoryTranslations.virtualCategoryId}
      where ${virtualCategoryTranslations.locale} = ${c.locale}
        and ${everyWordMatches(normalised(virtualCategoryTranslations.title), c.words)}`,
  // Scheduled articles (published in the future) stay hidden, as in the article lists.
  article: (c) =>
    sql`select 'article', ${articles.id}, ${articleTranslations.title},
        ${articleTranslations.slug}, ${articles.imagePath}, ${normalised(articleTranslations.title)},
        length(${articleTranslations.title})
      from ${articleTranslations} join ${articles} on ${articles.id} = ${articleTranslations.articleId}
      where ${articleTranslations.locale} = ${c.locale} and ${articles.datePublished} <= now()
        and ${everyWordMatches(normalised(articleTranslations.title), c.words)}`,
  faq: (c) =>
    sql`select 'faq', ${faqQuestions.id}, ${faqQuestionTranslations.title}, null, null,
        ${normalised(faqQuestionTranslations.title)}, length(${faqQuestionTranslations.title})
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
  // Materialised so each title is normalised once, not again in every term of the score; counted
  // by a second pass over it (cheaper than a window over thousands of rows); product titles, slugs
  // and images are looked up for the one page only.
  return sql`with hits (type, id, title, slug, image, norm, title_length) as materialized (${union}),
    page as (
      select type, id, title, slug, image, title_length, ${score(sql`norm`, criteria.words)} as score,
        (select count(*) from hits)::int as total
      from hits
      order by score desc, title_length, ${typeRank}, id
      limit ${criteria.limit} offset ${criteria.offset})
    select page.type, page.id, coalesce(page.title, ${productTranslations.name}) as title,
      coalesce(page.slug, ${productTranslations.slug}) as slug,
      coalesce(page.image, ${products.images}[1]) as image, page.score, page.total
    from page
    left join ${products} on page.type = 'product' and ${products.id} = page.id
    left join ${productTranslations} on page.type = 'product'
      and ${productTranslations.productId} = page.id
      and ${productTranslations.locale} = ${localeLiteral(criteria.locale)}
    order by page.score desc, page.title_length, ${typeRank}, page.id`;
}

/** One page of hits across the chosen types, best first, each row carrying the overall total. */
export function selectSearchHits(db: Database, criteria: SearchCriteria): Promise<SearchRow[]> {
  return selectRows<SearchRow>(db, searchHitsQuery(criteria));
}
