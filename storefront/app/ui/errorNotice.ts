export interface NotifiedError {
  field?: string;
  title: string;
}

/**
 * Spec §8: the first error of a response as `field - title` when it names a field, else its
 * title; null when there is no usable error (the caller shows the generic notice).
 */
export function errorNoticeTitle(errors: readonly NotifiedError[] | undefined): string | null {
  const first = errors?.find((error) => error.title.trim());
  if (!first) return null;
  return first.field ? `${first.field} - ${first.title}` : first.title;
}

/** The errors an API answer carries: an ApiRequestError's, or an error envelope's. */
export function errorsOf(error: unknown): NotifiedError[] | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('errors' in error && Array.isArray(error.errors)) return error.errors as NotifiedError[];
  const envelope = (error as { data?: { errors?: unknown } }).data;
  return Array.isArray(envelope?.errors) ? (envelope.errors as NotifiedError[]) : undefined;
}
