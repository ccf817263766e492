import { errorEnvelope } from '@vitrina/contracts';
import { crossSiteRefused, isCrossSiteRequest } from '../app/middleware/crossSite.ts';

type Handler = (request: Request) => Promise<Response>;

/**
 * Refuses a state-changing request from another site with 403 before React Router sees it. The
 * root middleware (`crossSiteGuard.server.ts`) refuses the same requests, but React Router checks
 * a page action's Origin against its host first and answers that with a 400 and a stack of its own;
 * here every cross-site post, to a page or an action route, gets the one answer of decision 027.
 * The middleware stays for the development server, which does not run this file.
 */
export function refuseCrossSite(handler: Handler, publicOrigin: string): Handler {
  return (request) => {
    if (!isCrossSiteRequest(request, new URL(request.url), publicOrigin)) return handler(request);
    const body = errorEnvelope([crossSiteRefused]);
    return Promise.resolve(
      Response.json(body, { status: 403, headers: { 'Cache-Control': 'no-store' } }),
    );
  };
}
