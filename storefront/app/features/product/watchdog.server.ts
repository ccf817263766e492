import { ApiRequestError, endpoints } from '@vitrina/contracts';
import { unwatchProductBody } from '@vitrina/contracts/store';
import { redirect } from 'react-router';
import { logBackendFailure } from '../../api/apiErrors.ts';
import type { RequestContext } from '../../request/requestContext.ts';
import { postedPageUrl } from './review.server.ts';
import { watchFormSchema, watchProductRequest, type WatchOutcome } from './watchdogForm.ts';
import type { UnwatchOutcome } from './watchdogNotices.ts';

/** The outcome of a refusal the shopper can act on; anything else is logged as our failure. */
function refusalOf(error: unknown): WatchOutcome | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.status === 429) return 'limited';
  if (error.status !== 400) return undefined;
  if (error.errors.some((item) => item.field === 'priceBelow')) return 'price';
  return error.errors.some((item) => item.field === 'watchStock') ? 'choose' : 'invalid';
}

/** Sets a watchdog through the back end (guests too); what happened, as an outcome. */
export async function sendWatch(context: RequestContext, form: FormData): Promise<WatchOutcome> {
  const parsed = watchFormSchema.safeParse({
    productId: form.get('productId'),
    email: form.get('email') ?? '',
    watchStock: form.get('watchStock'),
    watchPrice: form.get('watchPrice'),
    priceBelow: form.get('priceBelow'),
  });
  if (!parsed.success) {
    const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
    if (fields.has('email')) return 'invalid';
    return fields.has('priceBelow') ? 'price' : 'choose';
  }
  try {
    await context.api.call(endpoints.watchProduct, watchProductRequest(parsed.data));
    return 'success';
  } catch (error) {
    const known = refusalOf(error);
    if (known) return known;
    logBackendFailure(error);
    return 'error';
  }
}

/**
 * The watchdog form's POST to the product page. With or without JavaScript it goes back to the
 * form with `?watch=` for the notice.
 */
export async function watchAction(context: RequestContext, request: Request, form: FormData) {
  const outcome = await sendWatch(context, form);
  const back = postedPageUrl(request);
  back.searchParams.set('watch', outcome);
  return redirect(`${back.pathname}${back.search}#watchdog`, 303);
}

/** The unsubscribe page's POST: the token of the mailed link goes to the back end. */
export async function unwatchAction(
  context: RequestContext,
  form: FormData,
): Promise<UnwatchOutcome> {
  const parsed = unwatchProductBody.safeParse({ token: form.get('token') ?? '' });
  if (!parsed.success) return 'invalid';
  try {
    await context.api.call(endpoints.unwatchProduct, { body: parsed.data });
    return 'success';
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) return 'invalid';
    if (error instanceof ApiRequestError && error.status === 429) return 'limited';
    logBackendFailure(error);
    return 'error';
  }
}
