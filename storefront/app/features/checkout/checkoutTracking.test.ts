import { describe, expect, it } from 'vitest';
import { methodChoiceEvent } from './checkoutTracking.ts';

const offer = {
  shippers: [
    { id: 1, name: 'PPL' },
    { id: 2, name: 'Zásilkovna' },
  ],
  payments: [{ id: 7, name: 'Dobírka' }],
};

describe('checkout.step_option', () => {
  it('names the shipper or payment picked on step 2', () => {
    expect(methodChoiceEvent({ name: 'shipper', value: '2' }, offer)).toEqual({
      step: 2,
      kind: 'shipper',
      option: 'Zásilkovna',
      optionId: '2',
    });
    expect(methodChoiceEvent({ name: 'payment', value: '7' }, offer)).toEqual({
      step: 2,
      kind: 'payment',
      option: 'Dobírka',
      optionId: '7',
    });
  });

  it('ignores other fields (branch, slot, search) and methods not on offer', () => {
    expect(methodChoiceEvent({ name: 'branch', value: '2' }, offer)).toBeNull();
    expect(methodChoiceEvent({ name: 'slot', value: '1' }, offer)).toBeNull();
    expect(methodChoiceEvent({ name: 'payment', value: '2' }, offer)).toBeNull();
  });
});
