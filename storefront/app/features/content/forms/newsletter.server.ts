import { ApiRequestError, endpoints } from '@vitrina/contracts';
import { redirect } from 'react-router';
import { logBackendFailure } from '../../../api/apiErrors.ts';
import type { RequestContext } from '../../../request/requestContext.ts';
import { routePath } from '../../../routing/routePath.ts';
import { safeRedirectPath } from '../../../routing/safeRedirect.ts';
import type { NewsletterOutcome } from './newsletter.ts';

async function subscribe(
  context: RequestContext,
  email: string,
  source: string,
): Promise<{ outcome: NewsletterOutcome; message?: string }> {
  if (email === '') return { outcome: 'empty' };
  try {
    await context.api.call(endpoints.newsletterSubscribe, {
      body: {
        email,
        // The confirmation mail links to the activation page (spec §7: origin + user-activate).
        callbackUrl: context.publicOrigin + routePath('user-activate', {}, context.locale),
        source: source.slice(0, 64) || undefined,
        terms: true,
      },
    });
    return { outcome: 'success' };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) return { outcome: 'invalid' };
    // Spec §8: a 401 carries a title that is shown as a success notice.
    if (error instanceof ApiRequestError && error.status === 401) {
      return { outcome: 'success', message: error.errors[0]?.title };
    }
    logBackendFailure(error);
    return { outcome: 'error' };
  }
}

/**
 * The subscription forms' POST (footer and newsletter block). From script (`js=1`) it answers
 * JSON for a notice; a plain form post goes back to the page it came from with `?newsletter=`.
 */
export async function newsletterAction(context: RequestContext, request: Request) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const result = await subscribe(context, email, String(form.get('source') ?? ''));
  if (form.get('js') === '1') return Response.json(result);
  const back = new URL(safeRedirectPath(form.get('returnTo')), 'http://shop.invalid');
  back.searchParams.set('newsletter', result.outcome);
  return redirect(`${back.pathname}${back.search}#newsletter`, 303);
}
