import { describe, expect, it } from 'vitest';
import { serverCatalogs } from '../../i18n/catalogs.server.ts';
import { createI18n } from '../../i18n/createI18n.ts';
import { cartErrorMessage } from './cartMessages.ts';

describe('cartErrorMessage', () => {
  const cs = createI18n('cs', serverCatalogs.cs);
  const en = createI18n('en', serverCatalogs.en);

  it("says the back end's cart and coupon refusals in the shopper's language", () => {
    expect(cartErrorMessage(cs, { field: 'amount', title: 'Not in stock' })).toBe(
      'Omlouváme se, zboží není skladem.',
    );
    expect(
      cartErrorMessage(en, { field: 'couponCode', title: 'The promo code does not exist' }),
    ).toBe('This promo code does not exist.');
    expect(cartErrorMessage(cs, { field: 'amount', title: 'Only 3 pieces are in stock' })).toBe(
      'Skladem je jen 3 ks.',
    );
    expect(
      cartErrorMessage(en, {
        title: 'The promo code needs an order of at least 50000 (minor units)',
      }),
    ).toBe('This promo code needs a larger order.');
  });

  it('says the gift, credit and shopping-list refusals too', () => {
    expect(
      cartErrorMessage(cs, { field: 'id', title: 'This gift comes with orders from 500000' }),
    ).toBe('Vaše objednávka na tento dárek zatím nedosahuje.');
    expect(cartErrorMessage(en, { field: 'credits', title: 'You have 1200 credits' })).toBe(
      'You do not have that many credits.',
    );
    expect(
      cartErrorMessage(cs, {
        title: 'At most 50 shopping lists; delete one first',
        code: 'conflict',
      }),
    ).toBe('Máte už nejvíce nákupních seznamů; nejprve některý smažte.');
    expect(cartErrorMessage(en, { title: 'Sign in to spend credits' })).toBe(
      'Sign in to use your credits.',
    );
  });

  it('never shows an unknown English title', () => {
    expect(cartErrorMessage(cs, { title: 'Something new' })).toBe(
      'Košík se nepodařilo změnit. Zkuste to prosím znovu.',
    );
    expect(cartErrorMessage(en, { title: 'Gone', code: 'not_found' })).toBe(
      'This item is no longer in your cart.',
    );
  });
});
