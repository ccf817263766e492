import { endpoints } from '@vitrina/contracts';
import { data } from 'react-router';
import { toPageError } from '../../../api/apiErrors.ts';
import type { RequestContext } from '../../../request/requestContext.ts';
import { routePath } from '../../../routing/routePath.ts';
import { routeTitle } from '../../../routing/routeTable.ts';
import { contentSeo } from '../shared/pageMeta.server.ts';
import {
  contactFieldMessages,
  contactFields,
  contactFormSchema,
  contactNotices,
  type ContactField,
  type ContactValues,
} from './contactFields.ts';
import { formCallFailure, type FormActionResult } from './formCall.server.ts';
import { fieldErrorsOf } from './zodResolver.ts';

/** The contact page: the shop's address, phone and e-mail beside the form. */
export async function loadContactPage(context: RequestContext) {
  const globals = await context.api.call(endpoints.globals, {}).catch((error: unknown) => {
    throw toPageError(error);
  });
  const title = context.i18n._(routeTitle('contact'));
  return {
    contact: globals.data.contact,
    seo: contentSeo(context, null, { title, path: routePath('contact', {}, context.locale) }),
  };
}

export type ContactPageData = Awaited<ReturnType<typeof loadContactPage>>;

export type ContactActionResult = FormActionResult<ContactField, ContactValues>;

/**
 * The contact form's POST, with or without JavaScript: the same rules as in the browser, field
 * errors in the shopper's language (422), then the store's contact-form call.
 */
export async function submitContactForm(context: RequestContext, request: Request) {
  const form = await request.formData();
  const values = Object.fromEntries(
    contactFields.map((field) => [field, String(form.get(field) ?? '')]),
  ) as ContactValues;
  const messages = contactFieldMessages(context.i18n);
  const parsed = contactFormSchema.safeParse(values);
  if (!parsed.success) {
    return data(
      { sent: false, values, errors: fieldErrorsOf(parsed.error, messages) },
      { status: 422 },
    );
  }
  try {
    await context.api.call(endpoints.contactForm, { body: parsed.data });
    return { sent: true, values: { name: '', email: '', phone: '', message: '' }, errors: {} };
  } catch (error) {
    return formCallFailure(context, error, { values, messages, notices: contactNotices });
  }
}
