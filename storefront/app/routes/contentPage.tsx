import { ContentPageView } from '../features/content/pages/ContentPageView.tsx';
import { loadContentPage } from '../features/content/pages/pages.server.ts';
import { getRequestContext } from '../request/requestContext.ts';
import type { Route } from './+types/contentPage';

export function loader({ context, params }: Route.LoaderArgs) {
  return loadContentPage(getRequestContext(context), params.slug);
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView {...loaderData} />;
}
