import { errorEnvelope } from '@vitrina/contracts';
import { data, redirect } from 'react-router';
import { safeRedirectPath } from '../../routing/safeRedirect.ts';

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
 * The add-to-cart form's target (route `actions/add-to-cart`). It checks the form and goes to the
 * cart page; adding to the back end's cart (POST /cart/items) comes with the checkout work, which
 * completes this action.
 */
export async function addToCart(request: Request) {
  const form = await request.formData();
  const read = readAddToCartForm(form);
  if (read.error) return data(errorEnvelope([read.error]), { status: 422 });
  // TODO(checkout): POST /cart/items with read.input and the cart token, then the added dialog.
  return redirect(safeRedirectPath(form.get('redirectTo')), { status: 303 });
}
