import { errorEnvelope } from '@vitrina/contracts';
import { data, type MiddlewareFunction } from 'react-router';
import { getRequestContext } from '../request/requestContext.ts';
import { crossSiteRefused, isCrossSiteRequest } from './crossSite.ts';

/** One guard for every action: a state-changing request from another site answers 403. */
export const crossSiteGuardMiddleware: MiddlewareFunction<Response> = ({
  request,
  url,
  context,
}) => {
  if (!isCrossSiteRequest(request, url, getRequestContext(context).publicOrigin)) return;
  throw data(errorEnvelope([crossSiteRefused]), {
    status: 403,
  });
};
