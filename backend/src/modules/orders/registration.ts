import { fullNameOf, type PlaceOrderBody } from '@vitrina/contracts/store';
import { AppError } from '../../core/errors.ts';
import type { RequestContext } from '../../core/request-context.ts';
import { registerUser } from '../accounts/users/users.service.ts';
import { attachOrderToUser } from './orders.repository.ts';

/**
 * Spec §5: registration at checkout applies only when a password and its confirmation are both
 * present and equal. It runs after the order committed (the slow password hash never holds the
 * order's locks); an e-mail that already has an account leaves the order a guest's.
 */
export async function registerAtCheckout(
  ctx: RequestContext,
  body: PlaceOrderBody,
  orderId: number,
  storefrontUrl: string,
): Promise<void> {
  const { password, password_confirmation: confirmation } = body;
  if (!password || password !== confirmation || body.registration === false) return;
  const [firstName = '', ...rest] = fullNameOf(body).split(/\s+/);
  try {
    const user = await registerUser(
      ctx,
      {
        email: body.email,
        password,
        password_confirmation: password,
        firstName: body.firstName || firstName,
        lastName: body.lastName || rest.join(' '),
        phone: body.phone,
        newsletter: body.newsletter ?? false,
        isBusiness: body.business !== undefined,
        companyName: body.business?.business_name ?? null,
        tin: body.business?.TIN ?? null,
        vatin: body.business?.VATIN ?? null,
      },
      storefrontUrl,
    );
    await attachOrderToUser(ctx.db, orderId, user.id);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    ctx.log.info({ orderId, reason: error.message }, 'no registration at checkout');
  }
}
