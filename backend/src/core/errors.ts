import type { ApiError, ErrorCode } from '@vitrina/contracts';

const statusByCode: Record<ErrorCode, number> = {
  validation_failed: 400,
  unknown_locale: 400,
  unknown_currency: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  unknown_menu: 404,
  company_not_found: 404,
  empty_review: 422,
  conflict: 409,
  rate_limited: 429,
  internal_error: 500,
  registry_unavailable: 503,
  gateway_unavailable: 503,
  service_unavailable: 503,
};

export function statusOf(code: ErrorCode): number {
  return statusByCode[code];
}

/**
 * A failure the caller caused (or a deliberate 5xx). Services throw it; the error handler turns it
 * into the envelope `{ data: { errors } }` with the status of the first error's code.
 */
export class AppError extends Error {
  readonly status: number;
  readonly errors: ApiError[];

  constructor(errors: ApiError | ApiError[], status?: number) {
    const list = Array.isArray(errors) ? errors : [errors];
    const first = list[0];
    if (!first) throw new TypeError('AppError needs at least one error');
    super(first.title);
    this.name = 'AppError';
    this.errors = list;
    this.status = status ?? statusOf(first.code);
  }
}

/** Echo caller input in a title without letting it grow the response. */
export function quote(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
}

/*
 * The domain errors services throw. Each is an AppError with its code fixed, so the caller reads
 * `throw new NotFoundError('No cart 42', 'cartId')` and the error handler needs no new case.
 */
const apiError = (code: ErrorCode, title: string, field?: string): ApiError =>
  field === undefined ? { title, code } : { field, title, code };

/** The thing asked for does not exist, or this caller may not know it exists: 404. */
export class NotFoundError extends AppError {
  constructor(title: string, field?: string) {
    super(apiError('not_found', title, field));
    this.name = 'NotFoundError';
  }
}

/** The input breaks a rule the schema could not express (a date in the past, an unknown id): 400. */
export class ValidationError extends AppError {
  constructor(title: string, field?: string) {
    super(apiError('validation_failed', title, field));
    this.name = 'ValidationError';
  }
}

/** The request is valid but the state moved on (stock taken, cart changed meanwhile): 409. */
export class ConflictError extends AppError {
  constructor(title: string, field?: string) {
    super(apiError('conflict', title, field));
    this.name = 'ConflictError';
  }
}

/** No valid credentials: 401. */
export class UnauthorizedError extends AppError {
  constructor(title = 'Sign-in required') {
    super(apiError('unauthorized', title));
    this.name = 'UnauthorizedError';
  }
}

/** Signed in, but this resource belongs to someone else: 403. */
export class ForbiddenError extends AppError {
  constructor(title = 'Not allowed') {
    super(apiError('forbidden', title));
    this.name = 'ForbiddenError';
  }
}
