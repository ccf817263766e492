import { redirect, type MiddlewareFunction } from 'react-router';
import { serverEnv } from '../env.server.ts';
import { localeFromPath } from '../i18n/locale.ts';
import { routePath } from '../routing/routePath.ts';

/**
 * In maintenance (MAINTENANCE_MODE) every page request goes to the maintenance page, which
 * answers 503 with Retry-After (decision 075); a temporary redirect, so nothing is remembered.
 */
export const maintenanceMiddleware: MiddlewareFunction<Response> = ({ request, url }) => {
  if (!serverEnv().maintenance.on) return;
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  const target = routePath('maintenance', {}, localeFromPath(url.pathname));
  if (url.pathname !== target) throw redirect(target, 302);
};
