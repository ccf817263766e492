import type { I18n, MessageDescriptor } from '@lingui/core';
import { inquiryFormBody } from '@vitrina/contracts/store';
import { z } from 'zod';

export const inquiryTextFields = ['name', 'email', 'phone', 'company', 'tin', 'message'] as const;
export type InquiryField = (typeof inquiryTextFields)[number] | 'consent';
export type InquiryValues = Record<(typeof inquiryTextFields)[number], string> & {
  consent: boolean;
};

export const emptyInquiry: InquiryValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  tin: '',
  message: '',
  consent: false,
};

const optionalFields = ['phone', 'company', 'tin'] as const;

/**
 * The form as typed (react-hook-form's values or a plain post's fields): empty optional fields are
 * absent, the checkbox is a boolean (`on` when posted), and the call's `kind` is added.
 */
export const inquiryFormSchema = z.preprocess((raw) => {
  const values: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  for (const field of optionalFields) {
    if (typeof values[field] === 'string' && values[field].trim() === '') delete values[field];
  }
  values.consent = values.consent === true || values.consent === 'on' || values.consent === 'true';
  values.kind = 'inquiry';
  return values;
}, inquiryFormBody);

/** A plain post's fields as the form's values (anything missing is empty, never an error). */
export function inquiryValuesOf(form: FormData): InquiryValues {
  const values = { ...emptyInquiry };
  for (const field of inquiryTextFields) values[field] = String(form.get(field) ?? '');
  values.consent = form.get('consent') === 'on' || form.get('consent') === 'true';
  return values;
}

// Plain descriptors marked for extraction (no macro), so unit tests load this module too.
const fieldMessages: Record<InquiryField, MessageDescriptor> = {
  name: /*i18n*/ { id: 'inquiry.name', message: 'Enter your name.' },
  email: /*i18n*/ { id: 'inquiry.email', message: 'Enter a valid e-mail address.' },
  phone: /*i18n*/ {
    id: 'inquiry.phone',
    message: 'Enter a phone number of at most 32 characters.',
  },
  company: /*i18n*/ {
    id: 'inquiry.company',
    message: 'Enter the company name in at most 120 characters.',
  },
  tin: /*i18n*/ {
    id: 'inquiry.tin',
    message: 'Enter the company ID (IČO): 8 digits with a valid check digit.',
  },
  message: /*i18n*/ {
    id: 'inquiry.message',
    message: 'Write what you would like to order or ask: at least 3 and at most 5000 characters.',
  },
  consent: /*i18n*/ {
    id: 'inquiry.consent',
    message: 'Agree to our handling of your details so that we can answer the inquiry.',
  },
};

/** What each field says when it is wrong, in the shopper's language. */
export function inquiryFieldMessages(i18n: I18n): Record<InquiryField, string> {
  return {
    name: i18n._(fieldMessages.name),
    email: i18n._(fieldMessages.email),
    phone: i18n._(fieldMessages.phone),
    company: i18n._(fieldMessages.company),
    tin: i18n._(fieldMessages.tin),
    message: i18n._(fieldMessages.message),
    consent: i18n._(fieldMessages.consent),
  };
}

/** Notices of the whole form, in the shopper's language. */
export const inquiryNotices: Record<'tooMany' | 'failed' | 'description', MessageDescriptor> = {
  tooMany: /*i18n*/ {
    id: 'inquiry.tooMany',
    message: 'You have sent several messages in a short time. Please try again in a few minutes.',
  },
  failed: /*i18n*/ {
    id: 'inquiry.failed',
    message: 'Your inquiry could not be sent. Please try again later or call us.',
  },
  description: /*i18n*/ {
    id: 'inquiry.description',
    message:
      'Send us the products or codes and amounts you need, or ask about an order: we will answer by e-mail or phone with prices and delivery.',
  },
};
