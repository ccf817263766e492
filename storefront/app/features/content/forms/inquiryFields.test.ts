import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/createI18n.ts';
import { serverCatalogs } from '../../../i18n/catalogs.server.ts';
import {
  emptyInquiry,
  inquiryFieldMessages,
  inquiryFormSchema,
  inquiryValuesOf,
} from './inquiryFields.ts';
import { fieldErrorsOf } from './zodResolver.ts';

const filled = {
  ...emptyInquiry,
  name: ' Petr Svoboda ',
  email: 'Petr@Example.cz',
  message: 'STAN-4 × 2\nKARIMATKA-XL × 10',
  consent: true,
};

describe('inquiry form', () => {
  it('turns the typed form into the inquiry call: empty optional fields left out', () => {
    const parsed = inquiryFormSchema.parse(filled);
    expect(parsed).toEqual({
      kind: 'inquiry',
      name: 'Petr Svoboda',
      email: 'petr@example.cz',
      message: 'STAN-4 × 2\nKARIMATKA-XL × 10',
      consent: true,
    });
  });

  it('reads a plain post: the ticked box is `on`, a missing field is empty', () => {
    const form = new FormData();
    form.set('name', 'Petr');
    form.set('email', 'petr@example.cz');
    form.set('message', 'STAN-4 × 2');
    form.set('tin', '27074358');
    form.set('company', 'Stavby s.r.o.');
    form.set('consent', 'on');
    const values = inquiryValuesOf(form);
    expect(values).toEqual({
      name: 'Petr',
      email: 'petr@example.cz',
      phone: '',
      company: 'Stavby s.r.o.',
      tin: '27074358',
      message: 'STAN-4 × 2',
      consent: true,
    });
    expect(inquiryFormSchema.parse(values)).toMatchObject({
      company: 'Stavby s.r.o.',
      tin: '27074358',
    });
    expect(inquiryValuesOf(new FormData()).consent).toBe(false);
  });

  it('names each wrong field in Czech: consent unticked, IČO check digit, empty message', () => {
    const i18n = createI18n('cs', serverCatalogs.cs);
    const result = inquiryFormSchema.safeParse({
      ...filled,
      tin: '27074359',
      message: ' ',
      consent: false,
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = fieldErrorsOf(result.error, inquiryFieldMessages(i18n));
    expect(errors).toEqual({
      tin: 'Zadejte IČO: 8 číslic s platnou kontrolní číslicí.',
      message: 'Napište, co chcete objednat nebo na co se ptáte: nejméně 3 a nejvýše 5000 znaků.',
      consent: 'Souhlaste se zpracováním údajů, abychom mohli na poptávku odpovědět.',
    });
  });

  it('refuses control characters and overlong text, never passing them on', () => {
    expect(inquiryFormSchema.safeParse({ ...filled, message: 'STAN\u0000' }).success).toBe(false);
    expect(inquiryFormSchema.safeParse({ ...filled, company: 'x'.repeat(121) }).success).toBe(
      false,
    );
    expect(inquiryFormSchema.safeParse({ ...filled, message: 'y'.repeat(5001) }).success).toBe(
      false,
    );
  });
});
