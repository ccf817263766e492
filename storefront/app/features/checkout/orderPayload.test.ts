import { placeOrderBody } from '@vitrina/contracts/store';
import { describe, expect, it } from 'vitest';
import { deliveryDetailsSchema, type DeliveryDetails } from './deliveryDetailsForm.ts';
import { buildPlaceOrderBody, joinStreet, type PayloadChoice } from './orderPayload.ts';

const contact = { street: 'Obchodní 1', city: 'Brno', postcode: '60200', countryCode: 'CZE' };
const branch = {
  id: 7,
  street: 'Na Příkopě 5',
  city: 'Praha',
  postcode: '11000',
  countryCode: 'CZE',
};
const courier: PayloadChoice = {
  shipper: { id: 3, requiredAddress: true, hasBranches: false },
  paymentId: 2,
  branch: null,
  contact,
};
const pickUp: PayloadChoice = {
  shipper: { id: 1, requiredAddress: false, hasBranches: true },
  paymentId: 4,
  branch,
  contact,
};
const ownStore: PayloadChoice = {
  shipper: { id: 9, requiredAddress: false, hasBranches: false },
  paymentId: 4,
  branch: null,
  contact,
};

function details(values: Record<string, unknown>, addressRequired = true): DeliveryDetails {
  return deliveryDetailsSchema({ addressRequired, guest: true }).parse({
    email: ' Jana@Example.cz ',
    name: ' Jana Nováková ',
    phone: '+420 777 123 456',
    street: ' Dlouhá ',
    houseNumber: '12/3',
    city: 'Praha',
    postcode: '110 00',
    ...values,
  });
}

const contactOnly = {
  street: '',
  houseNumber: '',
  city: '',
  postcode: '',
};

describe('the place-order payload (spec §5 rules)', () => {
  it('joins the street and the house number, trims, and always sends terms', () => {
    const body = buildPlaceOrderBody(details({}), courier, true);
    expect(body).toEqual({
      name: 'Jana Nováková',
      email: 'Jana@Example.cz',
      phone: '+420 777 123 456',
      billing_address: {
        street: 'Dlouhá 12/3',
        city: 'Praha',
        postcode: '110 00',
        countryCode: 'CZE',
      },
      shipping: {
        name: 'Jana Nováková',
        address: { street: 'Dlouhá 12/3', city: 'Praha', postcode: '110 00', countryCode: 'CZE' },
      },
      shipper_id: 3,
      payment_id: 2,
      branch_id: null,
      terms: true,
      newsletter: false,
      price_comparison_consent: false,
      price_comparison_review_consent: false,
      magazine: false,
      phone_notification: false,
    });
    expect(placeOrderBody.safeParse(body).success).toBe(true);
    expect(joinStreet('Lhota', '')).toBe('Lhota');
  });

  it('leaves out a blank note and sends a trimmed one', () => {
    expect(buildPlaceOrderBody(details({ note: '   ' }), courier, true)).not.toHaveProperty(
      'comment',
    );
    expect(buildPlaceOrderBody(details({ note: ' Ring twice ' }), courier, true).comment).toBe(
      'Ring twice',
    );
  });

  it('sends the different delivery address with its business name and phone only when not blank', () => {
    const delivery = {
      name: 'Petr Novák',
      street: 'Krátká',
      houseNumber: '4',
      city: 'Ostrava',
      postcode: '70200',
      companyName: '  ',
      phone: ' ',
    };
    const plain = buildPlaceOrderBody(details({ differentAddress: 'on', delivery }), courier, true);
    expect(plain.shipping).toEqual({
      name: 'Petr Novák',
      address: { street: 'Krátká 4', city: 'Ostrava', postcode: '70200', countryCode: 'CZE' },
    });
    const filled = buildPlaceOrderBody(
      details({
        differentAddress: 'on',
        delivery: { ...delivery, companyName: ' Sklad s.r.o. ', phone: '+420 600 111 222' },
      }),
      courier,
      true,
    );
    expect(filled.shipping).toMatchObject({
      business_name: 'Sklad s.r.o.',
      phone: '+420 600 111 222',
    });
    expect(placeOrderBody.safeParse(filled).success).toBe(true);
  });

  it('omits the shipping business name for a company customer (the theme cannot enable it)', () => {
    const body = buildPlaceOrderBody(
      details({
        companyName: 'Alza.cz a.s.',
        tin: '27082440',
        vatin: 'cz27082440',
        differentAddress: 'on',
        delivery: {
          name: 'Petr Novák',
          street: 'Krátká',
          houseNumber: '4',
          city: 'Ostrava',
          postcode: '70200',
          companyName: 'Sklad s.r.o.',
        },
      }),
      courier,
      true,
    );
    expect(body.business).toEqual({
      business_name: 'Alza.cz a.s.',
      TIN: '27082440',
      VATIN: 'CZ27082440',
    });
    expect(body.shipping?.business_name).toBeUndefined();
    expect(placeOrderBody.safeParse(body).success).toBe(true);
  });

  it('sends no business part for a private customer', () => {
    expect(buildPlaceOrderBody(details({}), courier, true)).not.toHaveProperty('business');
  });

  it('a pick-up without a billing address bills and ships to the branch', () => {
    const body = buildPlaceOrderBody(details(contactOnly, false), pickUp, true);
    const branchAddress = {
      street: 'Na Příkopě 5',
      city: 'Praha',
      postcode: '11000',
      countryCode: 'CZE',
    };
    expect(body.billing_address).toEqual(branchAddress);
    expect(body.shipping?.address).toEqual(branchAddress);
    expect(body.branch_id).toBe(7);
    expect(placeOrderBody.safeParse(body).success).toBe(true);
  });

  it('a pick-up with a billing address bills there but still ships to the branch', () => {
    const body = buildPlaceOrderBody(details({}, false), pickUp, true);
    expect(body.billing_address.street).toBe('Dlouhá 12/3');
    expect(body.shipping?.address?.street).toBe('Na Příkopě 5');
  });

  it('without a branch (or one without an address) the shop contact address is the fallback', () => {
    const own = buildPlaceOrderBody(details(contactOnly, false), ownStore, true);
    const shop = { street: 'Obchodní 1', city: 'Brno', postcode: '60200', countryCode: 'CZE' };
    expect(own.billing_address).toEqual(shop);
    expect(own.shipping?.address).toEqual(shop);
    expect(own.branch_id).toBeNull();
    const bare = { ...pickUp, branch: { ...branch, street: '' } };
    expect(buildPlaceOrderBody(details(contactOnly, false), bare, true).billing_address).toEqual(
      shop,
    );
  });

  it('ignores a different address the shopper typed before choosing a pick-up', () => {
    const body = buildPlaceOrderBody(
      details(
        { differentAddress: 'on', delivery: { name: 'Petr Novák', phone: '+420600111222' } },
        false,
      ),
      pickUp,
      true,
    );
    expect(body.shipping).toEqual({ name: 'Jana Nováková', address: expect.any(Object) });
    expect(body.shipping?.address?.street).toBe('Na Příkopě 5');
  });

  it('registers a guest only when both passwords are present and equal', () => {
    const both = buildPlaceOrderBody(
      details({ password: 'long enough', passwordConfirmation: 'long enough' }),
      courier,
      true,
    );
    expect(both).toMatchObject({
      password: 'long enough',
      password_confirmation: 'long enough',
      registration: true,
    });
    for (const [password, passwordConfirmation] of [
      ['', ''],
      ['long enough', ''],
      ['', 'long enough'],
    ]) {
      const values = {
        ...details({}),
        password: password!,
        passwordConfirmation: passwordConfirmation!,
      };
      const body = buildPlaceOrderBody(values, courier, true);
      expect(body).not.toHaveProperty('password');
      expect(body).not.toHaveProperty('registration');
    }
    const signedIn = buildPlaceOrderBody(
      { ...details({}), password: 'long enough', passwordConfirmation: 'long enough' },
      courier,
      false,
    );
    expect(signedIn).not.toHaveProperty('password');
  });

  it('sends the newsletter flag as ticked', () => {
    expect(buildPlaceOrderBody(details({ newsletter: 'on' }), courier, true).newsletter).toBe(true);
  });

  it('sends each consent flag as ticked, the others unticked', () => {
    const body = buildPlaceOrderBody(
      details({ priceComparisonReviewConsent: 'on', phoneNotification: 'true' }),
      courier,
      true,
    );
    expect(body).toMatchObject({
      price_comparison_consent: false,
      price_comparison_review_consent: true,
      magazine: false,
      phone_notification: true,
    });
    expect(placeOrderBody.safeParse(body).success).toBe(true);
  });

  it('sends the chosen delivery slot, and none without one', () => {
    const slotId = '2026-12-01@08:00-12:00';
    const body = buildPlaceOrderBody(details({}), { ...courier, slotId }, true);
    expect(body.delivery_time_id).toBe(slotId);
    expect(placeOrderBody.safeParse(body).success).toBe(true);
    expect(buildPlaceOrderBody(details({}), courier, true)).not.toHaveProperty('delivery_time_id');
  });
});
