import type { CartActionDone, CartActionFailure } from './cartPage.server.ts';

/**
 * A script's cart line form (`useCartLineChange`) sends this field: a change it made is answered
 * as data (the page's loaders then reload), not with the 303 a plain form gets, which would make
 * a fetcher navigate.
 */
export const replyAsData = { name: 'reply', value: 'data' } as const;

/** The key of a line's fetcher: its form and its analytics report share it (`CartLineReports`). */
export const cartLineFetcherKey = (itemId: number) => `cart-line-${itemId}`;

/** What the cart page's action answers a script's line form. */
export type CartLineAnswer = CartActionDone | CartActionFailure;

/** The change a line's fetcher is sending: a new amount, a removal, or nothing. */
export type PendingLineChange = { kind: 'setAmount'; amount: number } | { kind: 'remove' } | null;

/** Reads the fetcher's form data (`fetcher.formData`) into the change it carries. */
export function pendingLineChange(form: FormData | undefined): PendingLineChange {
  if (!form) return null;
  const intent = form.get('intent');
  if (intent === 'remove') return { kind: 'remove' };
  const amount = Number(form.get('amount'));
  if (intent === 'setAmount' && Number.isInteger(amount) && amount > 0) {
    return { kind: 'setAmount', amount };
  }
  return null;
}

/** The answer's refusal, when it is one. */
export function lineRefusal(answer: CartLineAnswer | undefined): CartActionFailure | null {
  return answer && 'error' in answer ? answer : null;
}

/**
 * What a line does when its fetcher has gone idle with an answer (only one change of a line is
 * on its way at a time, so the back end applies them in the shopper's order):
 * - a refusal rolls the line back to the server's amount and drops what was still waiting;
 * - a success with a newer wanted amount sends that one (the last amount wins);
 * - otherwise the line shows the reloaded server amount again.
 */
export function afterLineAnswer(input: {
  answer: CartLineAnswer;
  wanted: number | null;
  sent: number | null;
}): 'rollBack' | 'sendWanted' | 'settled' {
  if (lineRefusal(input.answer)) return 'rollBack';
  if (input.wanted !== null && input.wanted !== input.sent) return 'sendWanted';
  return 'settled';
}

/** The amount a line shows: the shopper's latest wish, the one on its way, or the server's. */
export function shownAmount(input: {
  wanted: number | null;
  pending: PendingLineChange;
  server: number;
}): number {
  if (input.wanted !== null) return input.wanted;
  if (input.pending?.kind === 'setAmount') return input.pending.amount;
  return input.server;
}
