import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

type RouteManifest = Pick<ServerBuild, 'routes'>['routes'];

/**
 * The id of the route a path renders (`product-slug___cs`, `all___en` for the catch-all pages),
 * for metrics: one label per route of the build, whatever URL a client asks (decision 272).
 * A data request (`/kosik.data`) counts for its page.
 */
export function routeLabeller(manifest: RouteManifest): (path: string) => string {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
    } as RouteObject);
    children.set(route.parentId, siblings);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((route) =>
      route.index ? route : { ...route, children: tree(route.id) },
    );
  const routes = tree(undefined);
  return (path) => {
    // Single fetch asks `/_root.data` for the home page's data.
    const pagePath = path.endsWith('.data') ? path.slice(0, -'.data'.length) : path;
    const page = pagePath === '/_root' ? '/' : pagePath;
    return matchRoutes(routes, page)?.at(-1)?.route.id ?? '(unmatched)';
  };
}
