import { endpoints } from '@vitrina/contracts';
import { data } from 'react-router';
import { toPageError } from '../../../api/apiErrors.ts';
import type { RequestContext } from '../../../request/requestContext.ts';
import { routePath } from '../../../routing/routePath.ts';
import { routeTitle } from '../../../routing/routeTable.ts';
import { contentSeo } from '../shared/pageMeta.server.ts';
import { formCallFailure, type FormActionResult } from './formCall.server.ts';
import {
  emptyInquiry,
  inquiryFieldMessages,
  inquiryFormSchema,
  inquiryNotices,
  inquiryValuesOf,
  type InquiryField,
  type InquiryValues,
} from './inquiryFields.ts';
import { fieldErrorsOf } from './zodResolver.ts';

/** The order / inquiry page (`/poptavka`): the form, and the shop's phone and e-mail beside it. */
export async function loadInquiryPage(context: RequestContext) {
  const globals = await context.api.call(endpoints.globals, {}).catch((error: unknown) => {
    throw toPageError(error);
  });
  const title = context.i18n._(routeTitle('order'));
  return {
    contact: globals.data.contact,
    seo: contentSeo(context, null, {
      title,
      description: context.i18n._(inquiryNotices.description),
      path: routePath('order', {}, context.locale),
    }),
  };
}

export type InquiryPageData = Awaited<ReturnType<typeof loadInquiryPage>>;

export type InquiryActionResult = FormActionResult<InquiryField, InquiryValues>;

/**
 * The inquiry form's POST, with or without JavaScript (decision 220): the browser's rules again,
 * field errors in the shopper's language (422), then `POST /contact-form` as an inquiry.
 */
export async function submitInquiryForm(context: RequestContext, request: Request) {
  const values = inquiryValuesOf(await request.formData());
  const messages = inquiryFieldMessages(context.i18n);
  const parsed = inquiryFormSchema.safeParse(values);
  if (!parsed.success) {
    const result: InquiryActionResult = {
      sent: false,
      values,
      errors: fieldErrorsOf(parsed.error, messages),
    };
    return data(result, { status: 422 });
  }
  try {
    await context.api.call(endpoints.contactForm, { body: parsed.data });
    const result: InquiryActionResult = { sent: true, values: emptyInquiry, errors: {} };
    return result;
  } catch (error) {
    return formCallFailure(context, error, { values, messages, notices: inquiryNotices });
  }
}
