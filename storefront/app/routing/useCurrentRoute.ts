import { useMatches } from 'react-router';
import { parseRouteId } from './routeIds.ts';

/** The route table entry of the deepest matched page, with its params. */
export function useCurrentRoute() {
  const leaf = useMatches().findLast((match) => parseRouteId(match.id) !== null);
  if (!leaf) return null;
  const parsed = parseRouteId(leaf.id);
  return parsed
    ? { ...parsed, id: leaf.id, params: leaf.params, loaderData: leaf.loaderData }
    : null;
}
