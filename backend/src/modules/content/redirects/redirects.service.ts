import type { Redirect } from '@vitrina/contracts/content';
import type { RequestContext } from '../../../core/request-context.ts';
import { normaliseUrlPath } from '../../../core/url-path.ts';
import { selectRedirect } from './redirects.repository.ts';

export interface RedirectInput {
  path: string;
  /** Accepted per spec section 7 but not used yet: redirects are keyed by path alone. */
  route?: string;
  slug?: string;
  type?: string;
}

/** The redirect defined for the path in the request's language, or nulls (the caller shows 404). */
export async function findRedirect(ctx: RequestContext, input: RedirectInput): Promise<Redirect> {
  const row = await selectRedirect(ctx.db, ctx.locale, normaliseUrlPath(input.path));
  return { redirectPath: row?.toPath ?? null, status: row?.status ?? null };
}
