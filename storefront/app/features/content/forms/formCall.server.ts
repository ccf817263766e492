import type { MessageDescriptor } from '@lingui/core';
import { ApiRequestError } from '@vitrina/contracts';
import { data } from 'react-router';
import { logBackendFailure } from '../../../api/apiErrors.ts';
import type { RequestContext } from '../../../request/requestContext.ts';

/** What a form page's action answers: sent or not, the values to show again, and why not. */
export interface FormActionResult<Field extends string, Values> {
  sent: boolean;
  values: Values;
  errors: Partial<Record<Field, string>>;
  /** A failure no field explains (too many messages, the shop is down), already translated. */
  formError?: string;
}

/**
 * The answer to a form whose store call failed: a refusal (4xx) names its fields in the
 * shopper's language, or says why as a whole (429: too many); an outage is logged and is a 503
 * with the form's "could not be sent" notice. Never a 500 page for the shopper.
 */
export function formCallFailure<Field extends string, Values>(
  context: RequestContext,
  error: unknown,
  input: {
    values: Values;
    messages: Record<Field, string>;
    notices: { tooMany: MessageDescriptor; failed: MessageDescriptor };
  },
) {
  const { values, messages, notices } = input;
  if (error instanceof ApiRequestError && error.status < 500) {
    const errors: Partial<Record<Field, string>> = {};
    for (const item of error.errors) {
      const field = item.field as Field | undefined;
      if (field && field in messages) errors[field] = messages[field];
    }
    const formError =
      error.status === 429
        ? context.i18n._(notices.tooMany)
        : Object.keys(errors).length
          ? undefined
          : (error.errors[0]?.title ?? undefined);
    const result: FormActionResult<Field, Values> = { sent: false, values, errors, formError };
    return data(result, { status: error.status });
  }
  logBackendFailure(error);
  const result: FormActionResult<Field, Values> = {
    sent: false,
    values,
    errors: {},
    formError: context.i18n._(notices.failed),
  };
  return data(result, { status: 503 });
}
