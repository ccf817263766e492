import { maxWatchedPrice, watchProductBody } from '@vitrina/contracts/store';
import { z } from 'zod';

/** What became of a watchdog form, as the redirect back to the product carries it (`?watch=`). */
export const watchOutcomes = ['success', 'invalid', 'choose', 'price', 'limited', 'error'] as const;
export type WatchOutcome = (typeof watchOutcomes)[number];

export function isWatchOutcome(value: unknown): value is WatchOutcome {
  return (watchOutcomes as readonly unknown[]).includes(value);
}

/** The product page's POST says which of its forms sent it. */
export const watchIntent = 'watch';

/** A checkbox posts `on` when ticked and nothing when not; a script may send true/false. */
const checkbox = z
  .union([z.boolean(), z.string(), z.null()])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

/**
 * The optional target price as typed: whole units of the shopper's currency, as the listing's price
 * filter takes them ("1 499", "1499", "1499,00"); empty means any drop counts.
 */
const targetPrice = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value, ctx) => {
    const text = String(value ?? '')
      .replace(/[\s\u00a0]/g, '')
      .replace(/[,.]0{1,2}$/, '');
    if (text === '') return undefined;
    const whole = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
    if (!(whole >= 1 && whole * 100 <= maxWatchedPrice)) {
      ctx.addIssue({ code: 'custom', message: 'A whole price above zero' });
      return z.NEVER;
    }
    return whole;
  });

/**
 * The posted form as the action reads it (and the browser checks before it posts): the contract's
 * e-mail rule, and at least one of the two things to watch.
 */
export const watchFormSchema = z
  .object({
    productId: z.coerce.number().int().positive().max(2_147_483_647),
    email: watchProductBody.shape.email,
    watchStock: checkbox,
    watchPrice: checkbox,
    priceBelow: targetPrice,
  })
  .refine((values) => values.watchStock || values.watchPrice, {
    message: 'Choose the stock, the price or both',
    path: ['watchStock'],
  });

export interface WatchFormValues {
  productId: string;
  email: string;
  watchStock: boolean;
  watchPrice: boolean;
  priceBelow: string;
}

/** The call `POST /products/{id}/watchers` for a parsed form, checked by the contract. */
export function watchProductRequest(values: z.output<typeof watchFormSchema>) {
  return {
    params: { id: values.productId },
    body: watchProductBody.parse({
      email: values.email,
      watchStock: values.watchStock,
      watchPrice: values.watchPrice,
      // A target price only means something with the price watch (the contract refuses it alone).
      ...(values.priceBelow !== undefined && values.watchPrice
        ? { priceBelow: values.priceBelow * 100 }
        : {}),
    }),
  };
}
