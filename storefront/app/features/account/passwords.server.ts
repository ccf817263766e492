import { endpoints } from '@vitrina/contracts';
import { activateBody } from '@vitrina/contracts/store';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { getRequestContext } from '../../request/requestContext.ts';
import { routePath } from '../../routing/routePath.ts';
import { changePasswordForm, forgotPasswordForm, resetPasswordForm } from './accountForms.ts';
import { apiFailure, failed, parseForm, type FormFailure } from './forms/formResult.ts';
import { formDataValues } from './forms/formValues.ts';
import { requireUser } from './guard.server.ts';

/** A refusal whose only field is the link's hidden token: the link is the problem, say so. */
function linkFailure(failure: FormFailure): FormFailure {
  if (!failure.fieldErrors.token) return failure;
  return { ...failure, fieldErrors: {}, formError: 'invalid_link' };
}

function answerFailure(failure: FormFailure) {
  return failed(failure, failure.formError === 'unavailable' ? 503 : 400);
}

/**
 * Forgotten password (spec §7): the back end mails a link to this shop's reset page. The answer
 * is the same whether or not the address has an account.
 */
export async function forgotPassword(request: Request, context: Readonly<RouterContextProvider>) {
  const ctx = getRequestContext(context);
  const values = formDataValues(await request.formData());
  const parsed = parseForm(forgotPasswordForm, values);
  if (!parsed.success) return failed(parsed.failure);
  const callbackUrl = ctx.publicOrigin + routePath('reset-password', {}, ctx.locale);
  try {
    await ctx.api.call(endpoints.forgotPassword, { body: { ...parsed.data, callbackUrl } });
    return data({ failure: undefined, sent: parsed.data.email });
  } catch (error) {
    return answerFailure(apiFailure(error, values));
  }
}

/** The reset page reads the link's e-mail and token; without them it only offers a new link. */
export function loadResetPage(url: URL) {
  return {
    email: url.searchParams.get('email') ?? '',
    token: url.searchParams.get('token') ?? '',
  };
}

/** Sets the new password with the e-mailed token, then sends the shopper to log in. */
export async function resetPassword(request: Request, context: Readonly<RouterContextProvider>) {
  const ctx = getRequestContext(context);
  const values = formDataValues(await request.formData());
  const parsed = parseForm(resetPasswordForm, values);
  if (!parsed.success) return failed(linkFailure(parsed.failure));
  try {
    await ctx.api.call(endpoints.resetPassword, { body: parsed.data });
  } catch (error) {
    return answerFailure(linkFailure(apiFailure(error, values)));
  }
  throw redirect(`${routePath('login', {}, ctx.locale)}?done=password-reset`, { status: 303 });
}

/** Changes the signed-in shopper's password; other sessions end, this one stays. */
export async function changePassword(request: Request, context: Readonly<RouterContextProvider>) {
  requireUser(context, new URL(request.url));
  const ctx = getRequestContext(context);
  const values = formDataValues(await request.formData());
  const parsed = parseForm(changePasswordForm, values);
  if (!parsed.success) return failed(parsed.failure);
  try {
    await ctx.api.call(endpoints.changePassword, { body: parsed.data });
    return data({ failure: undefined, changed: true });
  } catch (error) {
    return answerFailure(apiFailure(error, values));
  }
}

/**
 * Confirms an activation or newsletter link (spec §2 `user-activate`). A button posts the
 * token, not the page load: mail scanners that open links must not confirm a subscription.
 */
export async function activate(request: Request, context: Readonly<RouterContextProvider>) {
  const ctx = getRequestContext(context);
  const values = formDataValues(await request.formData());
  const parsed = activateBody.safeParse({ token: values.token });
  if (!parsed.success) return data({ activated: null, failed: true }, { status: 400 });
  try {
    const { data: answer } = await ctx.api.call(endpoints.activateAccount, { body: parsed.data });
    return data({ activated: answer.activated, failed: false });
  } catch (error) {
    const failure = apiFailure(error, values);
    return data(
      { activated: null, failed: true, unavailable: failure.formError === 'unavailable' },
      { status: failure.formError === 'unavailable' ? 503 : 400 },
    );
  }
}
