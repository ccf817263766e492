import { ArticleListPage } from '../features/content/articles/ArticleListPage.tsx';
import { loadArticleList } from '../features/content/articles/articleList.server.ts';
import { getRequestContext } from '../request/requestContext.ts';
import type { Route } from './+types/articleCategory';

export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadArticleList(getRequestContext(context), new URL(request.url), {
    by: 'category',
    slug: params.slug,
  });
}

export default function ArticleList({ loaderData }: Route.ComponentProps) {
  return <ArticleListPage {...loaderData} />;
}
