import { ApiRequestError, endpoints } from '@vitrina/contracts';
import { companyLookupQuery, type Company } from '@vitrina/contracts/store';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { getRequestContext, type RequestContext } from '../../request/requestContext.ts';
import { routePath } from '../../routing/routePath.ts';
import { registerForm } from './accountForms.ts';
import { apiFailure, failed, parseForm, type FormFailure } from './forms/formResult.ts';
import { formDataValues, keptValues, textAt } from './forms/formValues.ts';
import { companyNotFound, registryUnavailable } from './forms/validationMessages.ts';
import { getShopper } from './shopper.server.ts';

export function loadRegisterPage(context: Readonly<RouterContextProvider>) {
  const { locale } = getRequestContext(context);
  if (getShopper(context).status === 'user')
    throw redirect(routePath('user-dashboard', {}, locale));
  return null;
}

/** What the business register said for an IČO: the company, or the field message why not. */
export type CompanyFound = { ok: true; company: Company } | { ok: false; message: string };

/**
 * The IČO lookup (spec §7 `GET /ares/ico`), shared by registration and checkout: the contract's
 * own rule for the IČO first, then the back end (which asks ARES).
 */
export async function findCompany(
  context: Readonly<RouterContextProvider> | RequestContext,
  ico: string,
): Promise<CompanyFound> {
  const { api } = 'api' in context ? context : getRequestContext(context);
  const query = companyLookupQuery.safeParse({ ico });
  if (!query.success) return { ok: false, message: query.error.issues[0]?.message ?? '' };
  try {
    const { data: company } = await api.call(endpoints.companyLookup, { query: query.data });
    return { ok: true, company };
  } catch (error) {
    const notFound = error instanceof ApiRequestError && error.status === 404;
    return { ok: false, message: notFound ? companyNotFound : registryUnavailable };
  }
}

/**
 * The registration form's lookup: fills the company name and DIČ from the business register
 * into the form. A button of the form, so it also works as a plain post.
 */
export async function lookUpCompany(
  context: Readonly<RouterContextProvider>,
  values: Record<string, unknown>,
): Promise<FormFailure> {
  const kept = keptValues(values);
  const found = await findCompany(context, textAt(values, 'tin'));
  if (!found.ok) return { values: kept, fieldErrors: { tin: found.message } };
  const { company } = found;
  return {
    values: { ...kept, isBusiness: true, companyName: company.name, vatin: company.vatId ?? '' },
    fieldErrors: {},
  };
}

/**
 * Registration (spec §2 `register`), private or business. The activation e-mail links to this
 * shop's `user-activate` page; the page then says where to look.
 */
export async function register(request: Request, context: Readonly<RouterContextProvider>) {
  const ctx = getRequestContext(context);
  const form = await request.formData();
  const values = formDataValues(form);
  if (form.get('intent') === 'lookupCompany') {
    return data({ failure: await lookUpCompany(context, values), registered: null });
  }
  const parsed = parseForm(registerForm, values);
  if (!parsed.success) return failed(parsed.failure);
  const callbackUrl = ctx.publicOrigin + routePath('user-activate', {}, ctx.locale);
  try {
    await ctx.api.call(endpoints.register, { body: { ...parsed.data, callbackUrl } });
    return data({
      failure: undefined,
      registered: parsed.data.email,
      // What `user.registered` reports (no personal data).
      signup: {
        business: parsed.data.isBusiness === true,
        newsletter: parsed.data.newsletter === true,
      },
    });
  } catch (error) {
    const failure = apiFailure(error, values);
    return failed(failure, failure.formError === 'unavailable' ? 503 : 400);
  }
}
