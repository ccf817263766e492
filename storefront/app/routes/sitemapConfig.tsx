import { SitemapConfigPage } from '../features/content/seo/SitemapConfigPage.tsx';
import { loadSitemapConfig } from '../features/content/seo/sitemapConfig.server.ts';
import { getRequestContext } from '../request/requestContext.ts';
import type { Route } from './+types/sitemapConfig';

export function loader({ context }: Route.LoaderArgs) {
  return loadSitemapConfig(getRequestContext(context));
}

export default function SitemapConfig({ loaderData }: Route.ComponentProps) {
  return <SitemapConfigPage {...loaderData} />;
}
