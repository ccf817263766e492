import { ApiRequestError, endpoints } from '@vitrina/contracts';
import { orderTokenParams, paymentCallbackBody } from '@vitrina/contracts/store';
import { data, redirect } from 'react-router';
import { logBackendFailure } from '../../api/apiErrors.ts';
import { privateNoStore } from '../../middleware/cacheControl.ts';
import type { RequestContext } from '../../request/requestContext.ts';
import { routePath } from '../../routing/routePath.ts';
import { finishPath } from './orderFinish.server.ts';

/** Why a return from the gateway could not be taken: the page says it in the shopper's words. */
export type PaymentReturnProblem = 'invalid' | 'refused' | 'unavailable';

const resultFields = ['paymentId', 'reference', 'status', 'amount', 'currency', 'signature'];

/**
 * The gateway's signed result as the return URL carries it (decision 110), checked with the
 * callback contract's own schema; `amount` arrives as text and must be plain digits.
 */
export function readGatewayReturn(url: URL) {
  const query = Object.fromEntries(
    resultFields.map((field) => [field, url.searchParams.get(field) ?? undefined]),
  );
  const amount = /^\d{1,15}$/.test(query.amount ?? '') ? Number(query.amount) : query.amount;
  const parsed = paymentCallbackBody.safeParse({ ...query, amount });
  return parsed.success ? parsed.data : null;
}

function problem(kind: PaymentReturnProblem, status: number, context: RequestContext) {
  return data(
    { problem: kind, shopHref: routePath('index', {}, context.locale) },
    { status, headers: { 'Cache-Control': privateNoStore } },
  );
}

/**
 * `/checkout/payment/callback` (spec §2): where the gateway sends the shopper back. The result is
 * forwarded to the back end, which checks its signature and applies it once; the shopper then
 * goes (303) to the order's thank-you page, which shows paid, cancelled or failed with a retry.
 * A malformed query is a 400 and a forged one (bad signature, another amount) a 403/400 page in
 * the shopper's language — never the back end's words and never a 500.
 */
export async function paymentReturn(context: RequestContext, url: URL) {
  const result = readGatewayReturn(url);
  if (!result) return problem('invalid', 400, context);
  let answer;
  try {
    answer = await context.api.call(endpoints.paymentCallback, { body: result });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403)
      return problem('refused', 403, context);
    if (error instanceof ApiRequestError && error.status < 500)
      return problem('invalid', 400, context);
    logBackendFailure(error);
    return problem('unavailable', 503, context);
  }
  // The token names a page of ours; it is checked like any link token before it is used.
  const token = orderTokenParams.shape.token.safeParse(answer.data.token);
  if (!token.success) return problem('unavailable', 502, context);
  return redirect(finishPath(context, token.data), {
    status: 303,
    headers: { 'Cache-Control': privateNoStore },
  });
}
