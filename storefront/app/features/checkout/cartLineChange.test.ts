import { describe, expect, it } from 'vitest';
import {
  afterLineAnswer,
  lineRefusal,
  pendingLineChange,
  shownAmount,
  type CartLineAnswer,
} from './cartLineChange.ts';

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const done: CartLineAnswer = { intent: 'setAmount', itemId: 4, done: true, amount: 2 };
const refused: CartLineAnswer = {
  intent: 'setAmount',
  itemId: 4,
  error: { field: 'amount', title: 'Only 3 pieces are in stock' },
};

describe('a cart line changed by a script', () => {
  it('reads the change on its way from the fetcher', () => {
    expect(pendingLineChange(undefined)).toBeNull();
    expect(pendingLineChange(form({ intent: 'setAmount', amount: '5' }))).toEqual({
      kind: 'setAmount',
      amount: 5,
    });
    expect(pendingLineChange(form({ intent: 'remove', itemId: '4' }))).toEqual({ kind: 'remove' });
    expect(pendingLineChange(form({ intent: 'setAmount', amount: 'x' }))).toBeNull();
    expect(pendingLineChange(form({ intent: 'applyCoupon' }))).toBeNull();
  });

  it("shows the shopper's latest amount, then the one on its way, then the server's", () => {
    const pending = { kind: 'setAmount', amount: 4 } as const;
    expect(shownAmount({ wanted: 6, pending, server: 2 })).toBe(6);
    expect(shownAmount({ wanted: null, pending, server: 2 })).toBe(4);
    expect(shownAmount({ wanted: null, pending: { kind: 'remove' }, server: 2 })).toBe(2);
    expect(shownAmount({ wanted: null, pending: null, server: 2 })).toBe(2);
  });

  it('rolls back on a refusal, sends a newer amount after a success, else settles', () => {
    expect(lineRefusal(refused)).toBe(refused);
    expect(lineRefusal(done)).toBeNull();
    expect(afterLineAnswer({ answer: refused, wanted: 9, sent: 8 })).toBe('rollBack');
    // A second click arrived while the first change was on its way: it is not lost.
    expect(afterLineAnswer({ answer: done, wanted: 3, sent: 2 })).toBe('sendWanted');
    expect(afterLineAnswer({ answer: done, wanted: 3, sent: 3 })).toBe('settled');
    expect(afterLineAnswer({ answer: done, wanted: null, sent: null })).toBe('settled');
  });
});
