import { ApiRequestError, endpoints } from '@vitrina/contracts';
import { redirect } from 'react-router';
import { logBackendFailure } from '../../api/apiErrors.ts';
import type { RequestContext } from '../../request/requestContext.ts';
import { createReviewRequest, reviewPostSchema, type ReviewOutcome } from './reviewForm.ts';

const outcomeByStatus: Partial<Record<number, ReviewOutcome>> = {
  400: 'invalid',
  409: 'conflict',
  422: 'empty',
};

/** Sends a signed-in shopper's review through the back end; what happened, as an outcome. */
export async function sendReview(context: RequestContext, form: FormData): Promise<ReviewOutcome> {
  const parsed = reviewPostSchema.safeParse({
    productId: form.get('productId'),
    stars: form.get('stars'),
    review: form.get('review') ?? '',
  });
  if (!parsed.success) return 'invalid';
  try {
    await context.api.call(endpoints.createReview, createReviewRequest(parsed.data));
    return 'success';
  } catch (error) {
    const known = error instanceof ApiRequestError ? outcomeByStatus[error.status] : undefined;
    if (known) return known;
    logBackendFailure(error);
    return 'error';
  }
}

/** The page a POST came from: a script's submission goes to `/page.data`, a form's to `/page`. */
export function postedPageUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, '');
  return url;
}

/**
 * The review form's POST to the product page (signed-in shoppers; the route sends guests to log
 * in). With or without JavaScript it goes back to the reviews with `?review=` for the notice.
 */
export async function reviewAction(context: RequestContext, request: Request) {
  const outcome = await sendReview(context, await request.formData());
  const back = postedPageUrl(request);
  back.searchParams.set('review', outcome);
  return redirect(`${back.pathname}${back.search}#reviews`, 303);
}
