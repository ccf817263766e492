import { data, redirect } from 'react-router';
import { privateNoStore } from '../../middleware/cacheControl.ts';
import type { RequestContext } from '../../request/requestContext.ts';
import { routePath } from '../../routing/routePath.ts';
import { safeRedirectPath } from '../../routing/safeRedirect.ts';
import { setCookieHeaders } from '../../session/sessionCookies.ts';
import type { AddToCartAnswer } from './addToCartState.ts';
import { changeCart } from './cart.server.ts';
import { trackedCartLine } from './trackedCartLine.ts';

/** What the add-to-cart form posts: a variant id, a quantity, and whether it is paid in credits. */
export interface AddToCartInput {
  id: number;
  quantity: number;
  forCredits: boolean;
}

const wholeNumber = /^\d{1,9}$/;

/** The form's fields, or the field that is wrong (a 422 envelope, never a 500). */
export function readAddToCartForm(form: FormData) {
  const id = String(form.get('id') ?? '');
  const quantity = String(form.get('quantity') ?? '1');
  if (!wholeNumber.test(id) || Number(id) < 1) {
    return {
      error: { field: 'id', title: 'Choose a product variant', code: 'validation_failed' as const },
    };
  }
  if (!wholeNumber.test(quantity) || Number(quantity) < 1 || Number(quantity) > 999) {
    return {
      error: {
        field: 'quantity',
        title: 'Quantity must be 1 to 999',
        code: 'validation_failed' as const,
      },
    };
  }
  const input: AddToCartInput = {
    id: Number(id),
    quantity: Number(quantity),
    forCredits: form.get('forCredits') === 'true',
  };
  return { input };
}

/**
 * The add-to-cart form's target (route `actions/add-to-cart`): adds the variant to the shopper's
 * cart (POST /cart/items) and keeps the guest token the first add issues in its HttpOnly cookie.
 * A plain form post names the cart page (`redirectTo`) and goes there (303), with `addError`
 * when the item could not be added; a script's post (no `redirectTo`) gets the answer as data
 * for the added dialog. The path has no language, so the texts are chosen by the page.
 */
export async function addToCart(request: Request, context: RequestContext) {
  const form = await request.formData();
  const redirectTo = form.get('redirectTo');
  const read = readAddToCartForm(form);
  const result = read.error
    ? ({ ok: false, refusal: { status: 422, error: read.error } } as const)
    : await changeCart(
        context,
        {
          kind: 'add',
          variantId: read.input.id,
          amount: read.input.quantity,
          forCredits: read.input.forCredits,
        },
        request.signal,
      );
  const headers = setCookieHeaders(result.ok ? result.cookies : []);
  headers.set('Cache-Control', privateNoStore);
  if (typeof redirectTo === 'string' && redirectTo) {
    const target = new URL(
      safeRedirectPath(redirectTo, routePath('checkout', {}, context.locale)),
      'http://shop.invalid',
    );
    if (!result.ok) target.searchParams.set('addError', result.refusal.error.title);
    return redirect(`${target.pathname}${target.search}`, { status: 303, headers });
  }
  const answer: AddToCartAnswer = result.ok
    ? {
        status: 'added',
        changedAmount: result.changedAmount ?? 0,
        itemsCount: result.cart.itemsCount,
        tracked:
          result.addedItem && result.changedAmount
            ? { ...trackedCartLine(result.addedItem), quantity: result.changedAmount }
            : null,
      }
    : { status: 'failed', error: result.refusal.error };
  return data(answer, { status: result.ok ? 200 : result.refusal.status, headers });
}
