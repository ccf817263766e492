import { redirect, type MiddlewareFunction } from 'react-router';
import { normalizeUrl } from '../routing/normalizeUrl.ts';

/**
 * Global URL rules before any loader runs. `url` is the page URL even for client navigations
 * (React Router strips its `.data` suffix), so one 301 serves documents and data requests alike.
 */
export const urlRulesMiddleware: MiddlewareFunction<Response> = ({ request, url }) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  const target = normalizeUrl(url.pathname + url.search);
  if (target) throw redirect(target, 301);
};
