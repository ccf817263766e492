import { ArticlePage } from '../features/content/articles/ArticlePage.tsx';
import { loadArticle } from '../features/content/articles/article.server.ts';
import { getRequestContext } from '../request/requestContext.ts';
import type { Route } from './+types/article';

export function loader({ context, params }: Route.LoaderArgs) {
  return loadArticle(getRequestContext(context), params.slug);
}

export default function Article({ loaderData }: Route.ComponentProps) {
  return <ArticlePage {...loaderData} />;
}
