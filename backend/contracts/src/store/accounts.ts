import { z } from 'zod';
import { dataEnvelope } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  callbackUrlSchema,
  emailSchema,
  formalTitles,
  givenPasswordSchema,
  linkTokenSchema,
  newPasswordSchema,
  phoneSchema,
  plainText,
  requiredText,
  successSchema,
  tinSchema,
  userCustomAttributesInput,
  vatinSchema,
} from './account-fields.ts';

const businessStatuses = ['none', 'pending', 'approved'] as const;

/**
 * The signed-in shopper (spec §3 User). `groups` (`VO` once the shop approves a business account)
 * and `variant` are the shop's to set; `attributes.custom` carries formal title, date of birth and
 * the Slovak VAT id as the spec names them.
 */
export const userSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  locale: z.string(),
  newsletter: z.boolean(),
  isBusiness: z.boolean(),
  businessStatus: z.enum(businessStatuses),
  companyName: z.string().nullable(),
  /** IČO. */
  tin: z.string().nullable(),
  /** DIČ. */
  vatin: z.string().nullable(),
  groups: z.array(z.string()),
  variant: z.string().nullable(),
  attributes: z.object({
    custom: z.object({
      formalTitle: z.enum(formalTitles).nullable(),
      dateOfBirth: z.string().nullable(),
      ICDPH: z.string().nullable(),
    }),
  }),
  createdAt: z.iso.datetime({ offset: true }),
});
export type User = z.infer<typeof userSchema>;

/** Business details, required together when `isBusiness` is true (spec §5 tin rule). */
const businessFields = {
  isBusiness: z.boolean().optional(),
  companyName: plainText(255).nullable().optional(),
  tin: tinSchema.nullable().optional(),
  vatin: vatinSchema.nullable().optional(),
};

function requireBusinessDetails(
  value: { isBusiness?: boolean; companyName?: string | null; tin?: string | null },
  context: z.core.$RefinementCtx,
): void {
  if (!value.isBusiness) return;
  if (!value.companyName)
    context.addIssue({ code: 'custom', path: ['companyName'], message: 'Required for business' });
  if (!value.tin)
    context.addIssue({ code: 'custom', path: ['tin'], message: 'Required for business' });
}

function requireSamePassword(
  value: { password: string; password_confirmation: string },
  context: z.core.$RefinementCtx,
): void {
  if (value.password !== value.password_confirmation)
    context.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: 'The passwords do not match',
    });
}

/**
 * `POST /register`. Unknown keys are refused (400), so a body cannot set groups, credits, an id or
 * the activation state. The activation e-mail links to `callbackUrl` (else the shop's default
 * `user-activate` page) with `?token=…`.
 */
export const registerBody = z
  .strictObject({
    email: emailSchema,
    password: newPasswordSchema,
    password_confirmation: z.string().max(256),
    firstName: requiredText(100),
    lastName: requiredText(100),
    phone: phoneSchema.nullable().optional(),
    newsletter: z.boolean().optional(),
    ...businessFields,
    attributes: z.strictObject({ custom: userCustomAttributesInput.optional() }).optional(),
    callbackUrl: callbackUrlSchema.optional(),
  })
  .superRefine(requireSamePassword)
  .superRefine(requireBusinessDetails);
export type RegisterBody = z.output<typeof registerBody>;

/** `PATCH /user`: any subset of the shopper's own data; the e-mail and the shop's fields are not here. */
export const updateUserBody = z
  .strictObject({
    firstName: requiredText(100).optional(),
    lastName: requiredText(100).optional(),
    phone: phoneSchema.nullable().optional(),
    newsletter: z.boolean().optional(),
    ...businessFields,
    attributes: z.strictObject({ custom: userCustomAttributesInput.optional() }).optional(),
  })
  .superRefine(requireBusinessDetails);
export type UpdateUserBody = z.output<typeof updateUserBody>;

export const loginBody = z.strictObject({
  // Not format-checked: a malformed address is just one that has no account (no hint either way).
  email: z.string().trim().max(254).toLowerCase(),
  password: givenPasswordSchema,
});

/** `data.access_token` (spec §7), sent back as `Authorization: Bearer …`. */
export const loginResponse = dataEnvelope(
  z.object({
    access_token: z.string().min(22),
    token_type: z.literal('Bearer'),
    /** Seconds until the token expires (7 days, like the auth cookie of spec §9). */
    expires_in: z.number().int().positive(),
  }),
);

export const activateBody = z.strictObject({ token: linkTokenSchema });

/** What the link confirmed: a new account, or a newsletter subscription (same page, spec §7). */
export const activateResponse = z.object({
  data: z.object({ success: z.literal(true), activated: z.enum(['account', 'newsletter']) }),
});

export const forgotPasswordBody = z.strictObject({
  callbackUrl: callbackUrlSchema,
  email: emailSchema,
});

export const resetPasswordBody = z
  .strictObject({
    email: emailSchema,
    password: newPasswordSchema,
    password_confirmation: z.string().max(256),
    token: linkTokenSchema,
  })
  .superRefine(requireSamePassword);

export const changePasswordBody = z
  .strictObject({
    old_password: givenPasswordSchema,
    password: newPasswordSchema,
    password_confirmation: z.string().max(256),
  })
  .superRefine(requireSamePassword);

const userResponse = dataEnvelope(userSchema);
const authErrors = [
  'validation_failed',
  'unauthorized',
  'unknown_locale',
  'unknown_currency',
] as const;

/** The account calls of spec §7; `endpoints` assembles every side's. */
export const accountsEndpoints = {
  register: defineEndpoint({
    name: 'register',
    server: 'store',
    method: 'POST',
    path: '/api/v1/register',
    summary:
      'Registers a shopper (a business one with company name, IČO and DIČ) and e-mails an activation link; login works once activated.',
    body: registerBody,
    response: userResponse,
    errors: ['validation_failed', 'conflict', 'rate_limited'],
  }),
  activateAccount: defineEndpoint({
    name: 'activateAccount',
    server: 'store',
    method: 'POST',
    path: '/api/v1/user/activate',
    summary:
      "Confirms the token of an account-activation or newsletter e-mail (the storefront's user-activate page calls it) and says which it was. Single use.",
    body: activateBody,
    response: activateResponse,
    errors: ['validation_failed', 'rate_limited'],
  }),
  login: defineEndpoint({
    name: 'login',
    server: 'store',
    method: 'POST',
    path: '/api/oauth/login',
    summary:
      'Signs in with e-mail and password; answers an access token for `Authorization: Bearer`. Rate limited per IP and per account.',
    body: loginBody,
    response: loginResponse,
    errors: ['validation_failed', 'unauthorized', 'forbidden', 'rate_limited'],
  }),
  logout: defineEndpoint({
    name: 'logout',
    server: 'store',
    method: 'POST',
    path: '/api/oauth/logout',
    summary: 'Revokes the access token of this request.',
    response: successSchema,
    errors: [...authErrors],
    auth: 'required',
  }),
  forgotPassword: defineEndpoint({
    name: 'forgotPassword',
    server: 'store',
    method: 'POST',
    path: '/api/v1/forgot-password',
    summary:
      'E-mails a password-reset link (single use, valid 1 hour) to `callbackUrl?token=…&email=…`. Answers the same whether or not the address has an account.',
    body: forgotPasswordBody,
    response: successSchema,
    errors: ['validation_failed', 'rate_limited'],
  }),
  resetPassword: defineEndpoint({
    name: 'resetPassword',
    server: 'store',
    method: 'POST',
    path: '/api/v1/reset-password',
    summary:
      "Sets a new password with the e-mailed reset token (used up by this call) and ends the account's sessions.",
    body: resetPasswordBody,
    response: successSchema,
    errors: ['validation_failed', 'rate_limited'],
  }),
  changePassword: defineEndpoint({
    name: 'changePassword',
    server: 'store',
    method: 'PATCH',
    path: '/api/v1/user/password',
    summary:
      'Changes the password after checking the old one; every other session of the account ends.',
    body: changePasswordBody,
    response: successSchema,
    errors: [...authErrors, 'rate_limited'],
    auth: 'required',
  }),
  currentUser: defineEndpoint({
    name: 'currentUser',
    server: 'store',
    method: 'GET',
    path: '/api/v1/user',
    summary: "The signed-in shopper's data.",
    response: userResponse,
    errors: [...authErrors],
    auth: 'required',
  }),
  updateUser: defineEndpoint({
    name: 'updateUser',
    server: 'store',
    method: 'PATCH',
    path: '/api/v1/user',
    summary:
      "Changes the shopper's own data (name, phone, newsletter, business details, formal title, date of birth); unknown keys are refused.",
    body: updateUserBody,
    response: userResponse,
    errors: [...authErrors],
    auth: 'required',
  }),
  userCredits: defineEndpoint({
    name: 'userCredits',
    server: 'store',
    method: 'GET',
    path: '/api/v1/user/credits/amount',
    summary: "The shopper's loyalty credits in minor units of the default currency.",
    response: dataEnvelope(z.object({ amount: z.number().int().min(0) })),
    errors: [...authErrors],
    auth: 'required',
  }),
} as const;
