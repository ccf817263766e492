import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/createI18n.ts';
import { serverCatalogs } from '../../i18n/catalogs.server.ts';
import { loginForm, registerForm } from './accountForms.ts';
import { parseForm } from './forms/formResult.ts';
import { validationMessage } from './forms/validationMessages.ts';

const valid = {
  email: ' Jana@Example.cz ',
  password: 'correct horse',
  password_confirmation: 'correct horse',
  firstName: 'Jana',
  lastName: 'Nováková',
  phone: '',
  newsletter: 'on',
  attributes: { custom: { formalTitle: 'mrs', dateOfBirth: '' } },
};

describe('account forms', () => {
  it('turn a plain post into the register body the contract accepts', () => {
    const parsed = parseForm(registerForm, valid);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data).toMatchObject({
      email: 'jana@example.cz',
      phone: null,
      newsletter: true,
      isBusiness: false,
      companyName: null,
      attributes: { custom: { formalTitle: 'mrs', dateOfBirth: null } },
    });
  });

  it('require company name and a valid IČO only for a business shopper', () => {
    const business = parseForm(registerForm, { ...valid, isBusiness: 'on', tin: '12345678' });
    expect(business.success).toBe(false);
    if (business.success) return;
    expect(business.failure.fieldErrors).toMatchObject({
      companyName: 'Required for business',
      tin: 'The tin is not valid: check digit does not match',
    });
    // The same typed IČO is ignored once the box is unticked.
    expect(parseForm(registerForm, { ...valid, tin: '12345678' }).success).toBe(true);
  });

  it('report mismatched passwords on the confirmation and never echo a password', () => {
    const parsed = parseForm(registerForm, { ...valid, password_confirmation: 'other one' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.failure.fieldErrors.password_confirmation).toBe('The passwords do not match');
    expect(parsed.failure.values).not.toHaveProperty('password');
    expect(parsed.failure.values.email).toBe(' Jana@Example.cz ');
  });

  it('accept a login with any e-mail text but not an empty password', () => {
    expect(parseForm(loginForm, { email: 'x', password: 'y' }).success).toBe(true);
    const empty = parseForm(loginForm, { email: 'x', password: '' });
    expect(empty.success ? null : empty.failure.fieldErrors.password).toBe('Required');
  });

  it("show the contracts' messages in the shopper's language, unknown ones generically", () => {
    const cs = createI18n('cs', serverCatalogs.cs);
    const en = createI18n('en', serverCatalogs.en);
    expect(validationMessage(cs, 'The passwords do not match')).toBe('Hesla se neshodují.');
    expect(validationMessage(en, 'At most 100 characters')).toBe('This is too long.');
    expect(validationMessage(cs, 'Something new from the back end')).toBe(
      'Tato hodnota není platná.',
    );
  });
});
