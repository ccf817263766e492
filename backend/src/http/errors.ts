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
  conflict: 409,
  rate_limited: 429,
  internal_error: 500,
  registry_unavailable: 503,
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
