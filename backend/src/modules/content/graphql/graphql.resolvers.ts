import {
  branchMapLimit,
  searchMinLength,
  searchQueryParts,
  termsLimit,
  type SearchEntityType,
} from '@vitrina/contracts/content';
import type { RequestContext } from '../../../core/request-context.ts';
import {
  findArticle,
  findArticleAuthor,
  findArticleCategory,
  findArticlesByIds,
  findArticleTag,
  listArticleCategories,
  listArticles,
  listArticleTags,
} from '../content-articles/content-articles.service.ts';
import {
  findBranch,
  listBranches,
  listBranchMap,
} from '../content-branches/content-branches.service.ts';
import {
  findCategoryContent,
  getArticleListConfiguration,
  getConfiguration,
  listTopCategories,
} from '../content-config/content-config.service.ts';
import {
  findFaqByIds,
  listFaq,
  findTerm,
  listInfoBoxes,
  listTerms,
  listWideBanners,
} from '../content-misc/content-misc.service.ts';
import { findPage, listMenuPages } from '../content-pages/content-pages.service.ts';
import { search } from '../../catalog/search/search.service.ts';
import { intInRange, rowId, text } from './graphql.args.ts';
import { catalogueQueries } from './graphql.catalogue.ts';

export interface GraphqlContext {
  ctx: RequestContext;
}

type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: Args, context: GraphqlContext) => unknown;

const int = (args: Args, name: string, min: number, max: number) =>
  intInRange(name, args[name] as number, min, max);
const optionalText = (args: Args, name: string) =>
  typeof args[name] === 'string' ? text(name, args[name]) : undefined;

/** Hits of the shared search (typo-tolerant, ranked) for one entity type. */
async function hits(ctx: RequestContext, query: string, limit: number, type: SearchEntityType) {
  if (searchQueryParts(query).length === 0) return { entities: [], total: 0 };
  return search(ctx, { q: query, limit, page: 1, types: [type] });
}

const query: Record<string, Resolver> = {
  pages: (_, __, { ctx }) => listMenuPages(ctx),
  page: (_, args, { ctx }) => findPage(ctx, 'page', text('slug', args.slug as string)),
  contentPage: (_, args, { ctx }) =>
    findPage(ctx, 'content_page', text('slug', args.slug as string)),

  branches: (_, args, { ctx }) =>
    listBranches(ctx, {
      skip: int(args, 'skip', 0, 100_000),
      limit: int(args, 'limit', 1, 100),
      primary: args.primary as boolean | null | undefined,
    }),
  branchMap: (_, args, { ctx }) => listBranchMap(ctx, int(args, 'limit', 1, branchMapLimit)),
  branch: (_, args, { ctx }) =>
    findBranch(ctx, {
      slug: optionalText(args, 'slug'),
      id: typeof args.id === 'string' ? rowId('id', args.id) : undefined,
    }),

  articles: (_, args, { ctx }) =>
    listArticles(ctx, {
      skip: int(args, 'skip', 0, 100_000),
      limit: int(args, 'limit', 1, 50),
      categorySlug: optionalText(args, 'categorySlug'),
      tagSlug: optionalText(args, 'tagSlug'),
      authorSlug: optionalText(args, 'authorSlug'),
      site: optionalText(args, 'site'),
    }),
  article: (_, args, { ctx }) => findArticle(ctx, text('slug', args.slug as string)),
  articleCategory: (_, args, { ctx }) =>
    findArticleCategory(ctx, text('slug', args.slug as string)),
  articleTag: (_, args, { ctx }) => findArticleTag(ctx, text('slug', args.slug as string)),
  articleAuthor: (_, args, { ctx }) => findArticleAuthor(ctx, text('slug', args.slug as string)),
  articleCategories: (_, __, { ctx }) => listArticleCategories(ctx),
  articleTags: (_, __, { ctx }) => listArticleTags(ctx),
  articleListConfiguration: (_, __, { ctx }) => getArticleListConfiguration(ctx),

  faq: (_, __, { ctx }) => listFaq(ctx),

  terms: (_, args, { ctx }) => listTerms(ctx, int(args, 'limit', 1, termsLimit)),
  term: (_, args, { ctx }) => findTerm(ctx, text('slug', args.slug as string)),

  wideBanners: (_, __, { ctx }) => listWideBanners(ctx),
  infoBoxes: (_, __, { ctx }) => listInfoBoxes(ctx),
  configuration: (_, __, { ctx }) => getConfiguration(ctx),
  topCategories: (_, __, { ctx }) => listTopCategories(ctx),
  category: (_, args, { ctx }) =>
    findCategoryContent(ctx, rowId('store_id', args.store_id as string)),

  search: async (_, args, { ctx }) => {
    // The search page's minimum (spec section 9), as the contract's operation states it.
    const q = text('query', args.query as string, 100, searchMinLength);
    const limit = int(args, 'limit', 1, 50);
    const [articleHits, faqHits, virtualHits] = await Promise.all([
      hits(ctx, q, limit, 'article'),
      hits(ctx, q, limit, 'faq'),
      hits(ctx, q, limit, 'virtual_category'),
    ]);
    const [articles, faq] = await Promise.all([
      findArticlesByIds(
        ctx,
        articleHits.entities.map((hit) => hit.id),
      ),
      findFaqByIds(
        ctx,
        faqHits.entities.map((hit) => hit.id),
      ),
    ]);
    return {
      articles: { items: articles, total: articleHits.total },
      faq: { items: faq, total: faqHits.total },
      virtual_categories: {
        items: virtualHits.entities.map((hit) => ({
          _id: String(hit.id),
          title: hit.title,
          slug: hit.slug ?? '',
        })),
        total: virtualHits.total,
      },
    };
  },
};

/** JSON, RichText and ContentBlocks have no resolver: graphql-tools passes plain SDL scalars through. */
export const resolvers = {
  Query: { ...query, ...catalogueQueries },
};
