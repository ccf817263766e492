import type { Route } from './+types/home';
import { HomePage } from '../features/content/HomePage.tsx';
import { loadHomePage } from '../features/content/home/home.server.ts';
import { getRequestContext } from '../request/requestContext.ts';

export function loader({ context }: Route.LoaderArgs) {
  return loadHomePage(getRequestContext(context));
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}
