import { ApiRequestError, endpoints } from '@vitrina/contracts';
import { data } from 'react-router';
import { logBackendFailure, toPageError } from '../../../api/apiErrors.ts';
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

export interface ContactActionResult {
  sent: boolean;
  values: ContactValues;
  errors: Partial<Record<ContactField, string>>;
  /** A failure no field explains (too many messages, the shop is down), already translated. */
  formError?: string;
}

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
    if (error instanceof ApiRequestError && error.status < 500) {
      const errors: Partial<Record<ContactField, string>> = {};
      for (const item of error.errors) {
        const field = item.field as ContactField | undefined;
        if (field && field in messages) errors[field] = messages[field];
      }
      const formError =
        error.status === 429
          ? context.i18n._(contactNotices.tooMany)
          : Object.keys(errors).length
            ? undefined
            : (error.errors[0]?.title ?? undefined);
      return data({ sent: false, values, errors, formError }, { status: error.status });
    }
    logBackendFailure(error);
    return data(
      { sent: false, values, errors: {}, formError: context.i18n._(contactNotices.failed) },
      { status: 503 },
    );
  }
}
