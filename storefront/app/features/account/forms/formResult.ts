import { ApiRequestError } from '@vitrina/contracts';
import { data } from 'react-router';
import type { z } from 'zod';
import { logBackendFailure } from '../../../api/apiErrors.ts';
import { keptValues } from './formValues.ts';

/**
 * Why a whole form failed, beside its fields: wrong credentials, an account not activated yet,
 * too many attempts, a link used up, or the back end failing (spec §8's generic notice).
 */
export type FormErrorCode =
  'wrong_credentials' | 'not_activated' | 'rate_limited' | 'invalid_link' | 'unavailable';

/** What a failed post answers: the values to refill (no passwords), errors by field path. */
export interface FormFailure {
  values: Record<string, unknown>;
  fieldErrors: Record<string, string>;
  formError?: FormErrorCode;
}

export type FormParse<T> = { success: true; data: T } | { success: false; failure: FormFailure };

/** Checks posted values with the same schema the browser used; messages stay the contracts'. */
export function parseForm<S extends z.ZodType>(
  schema: S,
  values: Record<string, unknown>,
): FormParse<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    fieldErrors[path] ??= issue.message;
  }
  return { success: false, failure: { values: keptValues(values), fieldErrors } };
}

/**
 * A refused back-end call as a form failure: the envelope's field errors go to their fields,
 * the status names the rest. Anything unexpected is logged and shown as the generic notice.
 */
export function apiFailure(
  error: unknown,
  values: Record<string, unknown>,
  statusErrors: Partial<Record<number, FormErrorCode>> = {},
): FormFailure {
  const failure: FormFailure = { values: keptValues(values), fieldErrors: {} };
  if (!(error instanceof ApiRequestError) || error.status >= 500) {
    logBackendFailure(error);
    return { ...failure, formError: 'unavailable' };
  }
  for (const apiError of error.errors) {
    if (apiError.field) failure.fieldErrors[apiError.field] ??= apiError.title;
  }
  const byStatus = error.status === 429 ? 'rate_limited' : statusErrors[error.status];
  if (byStatus) return { ...failure, formError: byStatus };
  if (Object.keys(failure.fieldErrors).length === 0) {
    logBackendFailure(error);
    return { ...failure, formError: 'unavailable' };
  }
  return failure;
}

/** The failure as the action's answer: the page renders again with it (422 for the browser). */
export function failed(failure: FormFailure, status = 422) {
  return data({ failure }, { status });
}
