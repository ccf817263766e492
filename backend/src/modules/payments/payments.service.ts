import type { Locale } from '@vitrina/contracts';
import type {
  OnlinePayment,
  Order,
  PaymentCallbackBody,
  PaymentType,
} from '@vitrina/contracts/store';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../core/errors.ts';
import type { RequestContext } from '../../core/request-context.ts';
import { inTransaction } from '../../core/transaction.ts';
import {
  findPayableOrder,
  lockPayableOrder,
  orderLink,
  recordOrderPayment,
  type PayableOrder,
} from '../orders/orders.service.ts';
import {
  insertPendingAttempt,
  recordProviderPayment,
  selectAttempt,
  selectPendingAttempt,
  settleAttempt,
} from './payments.repository.ts';
import { ProviderUnavailableError, type PaymentProvider } from './payment-provider.ts';

export interface PaymentsOptions {
  /** Online providers by payment type; without one, those orders wait for a retry (503). */
  providers: readonly PaymentProvider[];
  /** The storefront's origin: the gateway sends the shopper back to its payment callback page. */
  storefrontUrl: string;
  /** This back end's `/api/v1/payments/callback` as the gateway reaches it; unset: none sent. */
  notifyUrl?: string;
}

/** Payment types paid through a provider; the others never have attempts. */
const onlineTypes: readonly PaymentType[] = ['CARD_ONLINE'];

/** The storefront's page the gateway returns to (spec §2, "Return from a payment provider"). */
const returnPath: Record<Locale, string> = {
  cs: '/checkout/payment/callback',
  en: '/en/checkout/payment/callback',
};

const gatewayUnavailable = () =>
  new AppError({
    title: 'The payment gateway is not answering; try paying again in a while',
    code: 'gateway_unavailable',
  });

const forged = () =>
  new AppError({
    field: 'signature',
    title: 'The payment result is not signed by the gateway',
    code: 'forbidden',
  });

/**
 * Online payments over the providers: an attempt per try (`payment_transactions`), created before
 * the provider is asked and keyed by its own id, so concurrent or repeated asks meet one attempt
 * and one provider payment; results applied once under the order's row lock.
 */
export function createPaymentsService({ providers, storefrontUrl, notifyUrl }: PaymentsOptions) {
  const providerFor = (type: PaymentType) =>
    providers.find((provider) => provider.paymentTypes.includes(type));

  /** Why this order cannot get a new attempt now, if it cannot. */
  function refuse(order: PayableOrder): AppError | undefined {
    if (!onlineTypes.includes(order.paymentType))
      return new ConflictError('This order is not paid online', 'payment');
    if (order.paymentStatus === 'paid') return new ConflictError('This order is paid', 'payment');
    if (!providerFor(order.paymentType)) return gatewayUnavailable();
    return undefined;
  }

  /** The open attempt (made when there is none) and its page, asking the provider if need be. */
  async function openAttempt(ctx: RequestContext, order: PayableOrder): Promise<OnlinePayment> {
    const problem = refuse(order);
    if (problem) throw problem;
    let attempt = await selectPendingAttempt(ctx.db, order.id);
    if (!attempt) {
      await inTransaction(ctx, async (tx) => {
        // Locked first (as results are applied), so a result and a new attempt never interleave.
        const locked = await lockPayableOrder(tx, order.id);
        const lockedProblem = refuse(locked);
        if (lockedProblem) throw lockedProblem;
        await insertPendingAttempt(tx.db, {
          orderId: order.id,
          provider: providerFor(order.paymentType)?.name ?? '',
          amount: order.totalWithTax,
          currencyCode: order.currencyCode,
        });
        await recordOrderPayment(tx, order.id, 'pending');
      });
      attempt = await selectPendingAttempt(ctx.db, order.id);
    }
    if (!attempt) throw new ConflictError('The payment has just changed; try again', 'payment');
    if (attempt.redirectUrl) return { redirectUrl: attempt.redirectUrl };
    const provider = providers.find((candidate) => candidate.name === attempt.provider);
    if (!provider) throw gatewayUnavailable();
    try {
      const created = await provider.createPayment({
        reference: attempt.id,
        amount: attempt.amount,
        currency: attempt.currencyCode,
        description: `Order ${order.code}`,
        returnUrl: new URL(returnPath[order.locale as Locale] ?? returnPath.cs, storefrontUrl).href,
        ...(notifyUrl ? { notifyUrl } : {}),
      });
      await recordProviderPayment(ctx.db, attempt.id, created);
      return { redirectUrl: created.redirectUrl };
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      ctx.log.warn({ err: error, orderId: order.id }, 'payment provider unavailable');
      throw gatewayUnavailable();
    }
  }

  return {
    /**
     * After placing: the page to pay on, for an online order still `pending`; null otherwise and
     * when the gateway fails (logged; the order is placed and `payOrder` tries again).
     */
    async paymentAfterPlacing(
      ctx: RequestContext,
      placed: Pick<Order, 'id' | 'paymentStatus' | 'payment'>,
    ): Promise<OnlinePayment | null> {
      // An order paid offline (bank transfer, cash on delivery) needs no further read.
      if (!onlineTypes.includes(placed.payment.type) || placed.paymentStatus !== 'pending')
        return null;
      const order = await findPayableOrder(ctx, { id: placed.id });
      if (!onlineTypes.includes(order.paymentType) || order.paymentStatus !== 'pending')
        return null;
      try {
        return await openAttempt(ctx, order);
      } catch (error) {
        if (error instanceof AppError && error.status !== 404) return null;
        throw error;
      }
    },

    /** POST /orders/token/{token}/payment: the open attempt, or a new one after a failure. */
    async payOrder(ctx: RequestContext, token: string) {
      const order = await findPayableOrder(ctx, { token });
      const payment = await openAttempt(ctx, order);
      return { paymentStatus: 'pending' as const, payment };
    },

    /** POST /payments/callback: the gateway's signed result, applied once. */
    async applyResult(ctx: RequestContext, result: PaymentCallbackBody) {
      // The signature first: a forged result costs no database work.
      const provider = providers.find((candidate) => candidate.verifyResult(result));
      if (!provider) throw forged();
      const attempt = await selectAttempt(ctx.db, result.reference);
      if (
        !attempt ||
        attempt.provider !== provider.name ||
        (attempt.externalRef !== null && attempt.externalRef !== result.paymentId)
      )
        throw new NotFoundError('No such payment', 'reference');
      if (attempt.amount !== result.amount || attempt.currencyCode !== result.currency) {
        ctx.log.error({ attempt: attempt.id, result }, 'payment result for another amount');
        throw new ValidationError('The result is for another amount', 'amount');
      }
      const orderId = attempt.orderId;
      const order = await inTransaction(ctx, async (tx) => {
        await lockPayableOrder(tx, orderId);
        if (await settleAttempt(tx.db, attempt.id, result.status, result.paymentId))
          await recordOrderPayment(tx, orderId, result.status);
        else {
          const settled = await selectAttempt(tx.db, attempt.id);
          if (settled?.status !== result.status)
            ctx.log.warn({ attempt: attempt.id, result }, 'payment result after another result');
        }
        return findPayableOrder(tx, { id: orderId });
      });
      return {
        orderCode: order.code,
        paymentStatus: order.paymentStatus,
        token: await orderLink(ctx, orderId),
      };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
