import { GlossaryPage } from '../features/content/glossary/GlossaryPage.tsx';
import { loadGlossary } from '../features/content/glossary/glossary.server.ts';
import { getRequestContext } from '../request/requestContext.ts';
import type { Route } from './+types/glossary';

export function loader({ context }: Route.LoaderArgs) {
  return loadGlossary(getRequestContext(context));
}

export default function Glossary({ loaderData }: Route.ComponentProps) {
  return <GlossaryPage {...loaderData} />;
}
