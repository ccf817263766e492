import { ArticleListPage } from '../features/content/articles/ArticleListPage.tsx';
import { loadArticleList } from '../features/content/articles/articleList.server.ts';
import { getRequestContext } from '../request/requestContext.ts';
import type { Route } from './+types/articleList';

export function loader({ context, request }: Route.LoaderArgs) {
  return loadArticleList(getRequestContext(context), new URL(request.url), { by: 'all' });
}

export default function ArticleList({ loaderData }: Route.ComponentProps) {
  return <ArticleListPage {...loaderData} />;
}
