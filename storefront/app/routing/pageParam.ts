import { data } from 'react-router';
import type { PageErrorData } from '../api/apiErrors.ts';

/**
 * `?page=` of a paged list as a page number; page 1 has no parameter (one URL per page). A value
 * that is no page number is a 404, so no second URL serves the same page.
 */
export function pageOf(url: URL): number {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,4}$/.test(raw)) {
    throw data<PageErrorData>({ message: 'Not found' }, { status: 404 });
  }
  return Number(raw);
}
