import { endpoints } from '@vitrina/contracts';
import type { User } from '@vitrina/contracts/store';
import { data, type RouterContextProvider } from 'react-router';
import { toPageError } from '../../api/apiErrors.ts';
import { userSettingsForm } from './accountForms.ts';
import { apiFailure, failed, parseForm } from './forms/formResult.ts';
import { formDataValues } from './forms/formValues.ts';
import { lookUpCompany } from './register.server.ts';
import { userPage } from './userArea.server.ts';

/** The form's values from the stored user (personal data page). */
export function userFormValues(user: User) {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
    newsletter: user.newsletter,
    isBusiness: user.isBusiness,
    companyName: user.companyName ?? '',
    tin: user.tin ?? '',
    vatin: user.vatin ?? '',
    attributes: {
      custom: {
        formalTitle: user.attributes.custom.formalTitle ?? '',
        dateOfBirth: user.attributes.custom.dateOfBirth ?? '',
      },
    },
  };
}

/**
 * The personal data page. The user is read again here: after a plain post the page renders in
 * the same request, and the user the request started with is from before the save.
 */
export async function loadSettingsPage(context: Readonly<RouterContextProvider>, request: Request) {
  const { ctx } = userPage(context, request);
  const user = await ctx.api
    .call(endpoints.currentUser, {})
    .then((answer) => answer.data)
    .catch((error: unknown) => {
      throw toPageError(error);
    });
  return {
    email: user.email,
    businessStatus: user.businessStatus,
    values: userFormValues(user),
  };
}

/** Saves the personal data (spec §7 `PATCH /user`); the IČO lookup works as at registration. */
export async function saveSettings(request: Request, context: Readonly<RouterContextProvider>) {
  const { ctx } = userPage(context, request);
  const form = await request.formData();
  const values = formDataValues(form);
  if (form.get('intent') === 'lookupCompany') {
    return data({ failure: await lookUpCompany(context, values), saved: false });
  }
  const parsed = parseForm(userSettingsForm, values);
  if (!parsed.success) return failed(parsed.failure);
  try {
    await ctx.api.call(endpoints.updateUser, { body: parsed.data });
    return data({ failure: undefined, saved: true });
  } catch (error) {
    const failure = apiFailure(error, values);
    return failed(failure, failure.formError === 'unavailable' ? 503 : 400);
  }
}
