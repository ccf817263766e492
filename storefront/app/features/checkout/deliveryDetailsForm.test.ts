import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/createI18n.ts';
import { serverCatalogs } from '../../i18n/catalogs.server.ts';
import { validationMessage } from '../account/forms/validationMessages.ts';
import {
  deliveryDetailsSchema,
  detailsMessages,
  type DetailsRules,
} from './deliveryDetailsForm.ts';

const courier: DetailsRules = { addressRequired: true, guest: true };
const pickUp: DetailsRules = { addressRequired: false, guest: true };

const valid = {
  email: 'jana@example.cz',
  name: 'Jana Nováková',
  phone: '+420 777 123 456',
  street: 'Dlouhá',
  houseNumber: '12/3',
  city: 'Praha',
  postcode: '110 00',
  country: 'CZE',
};

/** The first message at each field, as the action and the resolver see them. */
function errorsOf(values: Record<string, unknown>, rules = courier) {
  const result = deliveryDetailsSchema(rules).safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('the delivery-details rules (spec §5)', () => {
  it('accept a complete private order and turn checkboxes and blanks into values', () => {
    const result = deliveryDetailsSchema(courier).safeParse({ ...valid, newsletter: 'on' });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ newsletter: true, differentAddress: false, tin: '' });
  });

  it('need every contact and address field', () => {
    expect(errorsOf({})).toMatchObject({
      email: detailsMessages.required,
      name: detailsMessages.required,
      phone: detailsMessages.required,
      street: detailsMessages.required,
      houseNumber: detailsMessages.required,
      city: detailsMessages.required,
      postcode: detailsMessages.required,
    });
  });

  it('check the e-mail', () => {
    expect(errorsOf({ ...valid, email: 'jana@' }).email).toBe(detailsMessages.email);
  });

  it('full_name: at least two words separated by a space', () => {
    expect(errorsOf({ ...valid, name: 'Jana' }).name).toBe(detailsMessages.fullName);
    expect(errorsOf({ ...valid, name: '  Jana  ' }).name).toBe(detailsMessages.fullName);
    expect(errorsOf({ ...valid, name: 'Jana van Dyke' }).name).toBeUndefined();
  });

  it('phone_number: + then at least 9 of digits ( ) / . - and space', () => {
    expect(errorsOf({ ...valid, phone: '777123456' }).phone).toBe(detailsMessages.phone);
    expect(errorsOf({ ...valid, phone: '+42077712' }).phone).toBe(detailsMessages.phone);
    expect(errorsOf({ ...valid, phone: '+420 777 12a 456' }).phone).toBe(detailsMessages.phone);
    expect(errorsOf({ ...valid, phone: '+420777123' }).phone).toBeUndefined();
    expect(errorsOf({ ...valid, phone: '+(420) 777/123.45-6' }).phone).toBeUndefined();
  });

  it('street_only: the street does not hold the house number; house_number: one word', () => {
    expect(errorsOf({ ...valid, street: 'Dlouhá 12/3' }).street).toBe(detailsMessages.street);
    expect(errorsOf({ ...valid, houseNumber: '12 3' }).houseNumber).toBe(
      detailsMessages.houseNumber,
    );
    expect(errorsOf({ ...valid, street: '5. května', houseNumber: '12' })).toEqual({});
  });

  it('postcode: CZE 3 digits, optional space, 2 digits; CHE 4 digits; others any', () => {
    expect(errorsOf({ ...valid, postcode: '11000' }).postcode).toBeUndefined();
    expect(errorsOf({ ...valid, postcode: '1100' }).postcode).toBe(detailsMessages.postcode);
    expect(errorsOf({ ...valid, postcode: '110  00' }).postcode).toBe(detailsMessages.postcode);
    expect(errorsOf({ ...valid, country: 'CHE', postcode: '8001' }).postcode).toBeUndefined();
    expect(errorsOf({ ...valid, country: 'CHE', postcode: '80010' }).postcode).toBe(
      detailsMessages.postcode,
    );
    expect(errorsOf({ ...valid, country: 'DEU', postcode: 'D-10115' }).postcode).toBeUndefined();
  });

  it('country defaults to CZE', () => {
    const result = deliveryDetailsSchema(courier).safeParse({ ...valid, country: '' });
    expect(result.data?.country).toBe('CZE');
  });

  it('tin: for CZE empty is valid, else 8 digits with the mod-11 check digit; others any', () => {
    expect(errorsOf({ ...valid, tin: '' })).toEqual({});
    expect(errorsOf({ ...valid, companyName: 'Firma s.r.o.', tin: '2707435' }).tin).toBe(
      detailsMessages.tinLength,
    );
    expect(errorsOf({ ...valid, companyName: 'Firma s.r.o.', tin: '27074359' }).tin).toBe(
      detailsMessages.tinCheckDigit,
    );
    expect(errorsOf({ ...valid, companyName: 'Firma s.r.o.', tin: '27074358' })).toEqual({});
    // Remainder 0 → check digit 1, remainder 1 → 0.
    expect(errorsOf({ ...valid, companyName: 'A b', tin: '00000001' }).tin).toBeUndefined();
    expect(errorsOf({ ...valid, companyName: 'A b', tin: '00000060' }).tin).toBeUndefined();
    expect(
      errorsOf({ ...valid, country: 'DEU', postcode: '10115', companyName: 'A', tin: 'DE-1' }),
    ).toEqual({});
  });

  it('a company needs its name and IČO together, and a well-formed DIČ', () => {
    expect(errorsOf({ ...valid, companyName: 'Firma s.r.o.' }).tin).toBe(
      detailsMessages.requiredForBusiness,
    );
    expect(errorsOf({ ...valid, tin: '27074358' }).companyName).toBe(
      detailsMessages.requiredForBusiness,
    );
    expect(
      errorsOf({ ...valid, companyName: 'Firma', tin: '27074358', vatin: 'CZ 2707' }).vatin,
    ).toBe(detailsMessages.vatin);
    expect(
      errorsOf({ ...valid, companyName: 'Firma', tin: '27074358', vatin: 'cz27074358' }),
    ).toEqual({});
  });

  it('check the different delivery address only when it is ticked and the shipper delivers', () => {
    const delivery = { name: 'Petr', street: 'Krátká 4', houseNumber: '', postcode: '1', city: '' };
    expect(errorsOf({ ...valid, delivery })).toEqual({});
    expect(errorsOf({ ...valid, differentAddress: 'on', delivery })).toEqual({
      'delivery.name': detailsMessages.fullName,
      'delivery.houseNumber': detailsMessages.required,
      'delivery.city': detailsMessages.required,
      'delivery.postcode': detailsMessages.postcode,
    });
    expect(
      errorsOf({
        ...valid,
        differentAddress: 'on',
        delivery: { ...valid, name: 'Petr Novák', phone: '12345' },
      })['delivery.phone'],
    ).toBe(detailsMessages.phone);
    expect(errorsOf({ ...valid, differentAddress: true, delivery }, pickUp)).toEqual({});
  });

  it('a pick-up shipper leaves the address optional, but a started one must be whole', () => {
    const contact = { email: valid.email, name: valid.name, phone: valid.phone };
    expect(errorsOf(contact, pickUp)).toEqual({});
    expect(errorsOf(contact, courier).street).toBe(detailsMessages.required);
    expect(errorsOf({ ...contact, city: 'Praha' }, pickUp)).toMatchObject({
      street: detailsMessages.required,
      postcode: detailsMessages.required,
    });
  });

  it('registration: a guest password needs 8 characters and the same confirmation', () => {
    expect(errorsOf({ ...valid, password: 'short', passwordConfirmation: 'short' })).toEqual({
      password: detailsMessages.passwordShort,
    });
    expect(
      errorsOf({ ...valid, password: 'long enough', passwordConfirmation: 'long enougH' }),
    ).toEqual({ passwordConfirmation: detailsMessages.passwordsDiffer });
    expect(
      errorsOf({ ...valid, password: 'long enough', passwordConfirmation: 'long enough' }),
    ).toEqual({});
    // A signed-in shopper has no password fields; whatever is posted is not checked.
    expect(errorsOf({ ...valid, password: 'x' }, { addressRequired: true, guest: false })).toEqual(
      {},
    );
  });

  it('caps lengths', () => {
    expect(errorsOf({ ...valid, note: 'x'.repeat(2001) }).note).toBe('At most 2000 characters');
  });

  it("every rule's message reads in Czech and in English, never the English key", () => {
    const cs = createI18n('cs', serverCatalogs.cs);
    const en = createI18n('en', serverCatalogs.en);
    const generic = { cs: validationMessage(cs, 'no such'), en: validationMessage(en, 'no such') };
    for (const key of Object.values(detailsMessages)) {
      const czech = validationMessage(cs, key);
      const english = validationMessage(en, key);
      expect(czech, key).not.toBe(generic.cs);
      expect(english, key).not.toBe(generic.en);
      expect(czech, key).not.toBe(english);
    }
    expect(validationMessage(cs, detailsMessages.fullName)).toBe('Napište jméno i příjmení.');
    expect(validationMessage(en, detailsMessages.fullName)).toBe('Write your first and last name.');
  });
});
