import { GlossaryTermPage } from '../features/content/glossary/GlossaryTermPage.tsx';
import { loadGlossaryTerm } from '../features/content/glossary/glossary.server.ts';
import { getRequestContext } from '../request/requestContext.ts';
import type { Route } from './+types/glossaryTerm';

export function loader({ context, params }: Route.LoaderArgs) {
  return loadGlossaryTerm(getRequestContext(context), params.slug);
}

export default function GlossaryTerm({ loaderData }: Route.ComponentProps) {
  return <GlossaryTermPage {...loaderData} />;
}
