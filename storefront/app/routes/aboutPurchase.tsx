import { loadAboutPurchase } from '../features/content/guide/guide.server.ts';
import { ContentPageView } from '../features/content/pages/ContentPageView.tsx';
import { getRequestContext } from '../request/requestContext.ts';
import type { Route } from './+types/aboutPurchase';

export function loader({ context }: Route.LoaderArgs) {
  return loadAboutPurchase(getRequestContext(context));
}

export default function AboutPurchase({ loaderData }: Route.ComponentProps) {
  return <ContentPageView {...loaderData} />;
}
