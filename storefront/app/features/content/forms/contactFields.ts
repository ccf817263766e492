import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { contactFormBody } from '@vitrina/contracts/store';
import { z } from 'zod';

export const contactFields = ['name', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;

/** The form as typed: an empty phone is no phone (the call takes it as optional). */
export const contactFormSchema = z.preprocess((raw) => {
  const values = { ...(raw as Record<string, unknown>) };
  if (typeof values.phone === 'string' && values.phone.trim() === '') delete values.phone;
  return values;
}, contactFormBody);

const fieldMessages = {
  name: msg`Enter your name.`,
  email: msg`Enter a valid e-mail address.`,
  phone: msg`Enter a phone number of at most 32 characters.`,
  message: msg`Write your message: at least 10 and at most 5000 characters.`,
};

/** What each field says when it is wrong, in the shopper's language. */
export function contactFieldMessages(i18n: I18n): Record<ContactField, string> {
  return {
    name: i18n._(fieldMessages.name),
    email: i18n._(fieldMessages.email),
    phone: i18n._(fieldMessages.phone),
    message: i18n._(fieldMessages.message),
  };
}

/** Notices of the whole form, in the shopper's language. */
export const contactNotices = {
  tooMany: msg`You have sent several messages in a short time. Please try again in a few minutes.`,
  failed: msg`Your message could not be sent. Please try again later or call us.`,
};
