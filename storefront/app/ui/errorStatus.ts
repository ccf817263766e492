import { isRouteErrorResponse } from 'react-router';

export interface ErrorDetails {
  statusCode: number;
  /** A message safe to show; only outside production may it carry an exception's own text. */
  message?: string;
  stack?: string;
}

/** Status and message of whatever a route threw; errors without a status are 500 (spec section 8). */
export function errorDetails(error: unknown, production: boolean): ErrorDetails {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const message =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
        ? data.message
        : undefined;
    return { statusCode: error.status, message };
  }
  if (!production && error instanceof Error) {
    return { statusCode: 500, message: error.message, stack: error.stack };
  }
  return { statusCode: 500 };
}
