import { ApiRequestError } from '@vitrina/contracts';
import { data } from 'react-router';
import { log } from '../log.server.ts';

export interface PageErrorData {
  message: string;
}

/** Logs a failed back-end call, unless the visitor went away and aborted it. */
export function logBackendFailure(error: unknown): void {
  const aborted = error instanceof Error && error.name === 'AbortError';
  if (!aborted) log.error({ err: error }, 'Back-end call failed');
}

/** A back end that is down, failing or answering outside its contract makes the page a 503. */
export function serviceUnavailable(error: unknown) {
  logBackendFailure(error);
  return data<PageErrorData>({ message: 'Service unavailable' }, { status: 503 });
}

/** A page's own data: the back end's 404 stays a 404, anything else is a 503. */
export function toPageError(error: unknown) {
  if (error instanceof ApiRequestError && error.status === 404) {
    return data<PageErrorData>({ message: error.message }, { status: 404 });
  }
  return serviceUnavailable(error);
}

/** For optional data (a menu that is not configured): a 404 is "nothing", other failures throw. */
export function nullWhenNotFound(error: unknown): null {
  if (error instanceof ApiRequestError && error.status === 404) return null;
  throw error;
}
