import {
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  updateUserBody,
} from '@vitrina/contracts/store';
import { z } from 'zod';
import { isChecked, optionalText, textAt } from './forms/formValues.ts';

/**
 * The account forms as zod schemas over the contracts' bodies (one definition per shape): each
 * turns the form's values (strings, a script's booleans) into the call's body, then the body's
 * own schema checks it. The browser (react-hook-form) and the server action use the same one.
 */
function formSchema<S extends z.ZodType>(toBody: (values: unknown) => unknown, body: S) {
  return z.preprocess(toBody, body);
}

const text = textAt;

export const loginForm = formSchema(
  (v) => ({ email: text(v, 'email'), password: text(v, 'password') }),
  loginBody,
);

/** The personal data both registration and the settings page edit. */
function personalData(v: unknown) {
  const business = isChecked((v as { isBusiness?: unknown } | null)?.isBusiness);
  const formalTitle = optionalText(text(v, 'attributes.custom.formalTitle'));
  return {
    firstName: text(v, 'firstName'),
    lastName: text(v, 'lastName'),
    phone: optionalText(text(v, 'phone')),
    newsletter: isChecked((v as { newsletter?: unknown } | null)?.newsletter),
    isBusiness: business,
    // A private shopper's company fields are not sent, whatever was typed before unticking.
    companyName: business ? optionalText(text(v, 'companyName')) : null,
    tin: business ? optionalText(text(v, 'tin')) : null,
    vatin: business ? optionalText(text(v, 'vatin')) : null,
    attributes: {
      custom: {
        formalTitle: formalTitle === 'mr' || formalTitle === 'mrs' ? formalTitle : null,
        dateOfBirth: optionalText(text(v, 'attributes.custom.dateOfBirth')),
      },
    },
  };
}

export const registerForm = formSchema(
  (v) => ({
    email: text(v, 'email'),
    password: text(v, 'password'),
    password_confirmation: text(v, 'password_confirmation'),
    ...personalData(v),
  }),
  registerBody,
);

export const userSettingsForm = formSchema(personalData, updateUserBody);

/** The callbackUrl is the server's to add (the shop's own page), not a form field. */
export const forgotPasswordForm = formSchema(
  (v) => ({ email: text(v, 'email') }),
  forgotPasswordBody.omit({ callbackUrl: true }),
);

/** The e-mail and token come from the link, as hidden fields. */
export const resetPasswordForm = formSchema(
  (v) => ({
    email: text(v, 'email'),
    token: text(v, 'token'),
    password: text(v, 'password'),
    password_confirmation: text(v, 'password_confirmation'),
  }),
  resetPasswordBody,
);

export const changePasswordForm = formSchema(
  (v) => ({
    old_password: text(v, 'old_password'),
    password: text(v, 'password'),
    password_confirmation: text(v, 'password_confirmation'),
  }),
  changePasswordBody,
);
