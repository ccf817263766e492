import { data } from 'react-router';
import type { PageErrorData } from '../api/apiErrors.ts';

/**
 * Any other path (route `all`): later it serves content pages and categories by slug. No content
 * matches yet, so it answers a real 404, shown by the pages layout's error boundary.
 */
export function loader(): never {
  throw data<PageErrorData>({ message: 'Not found' }, { status: 404 });
}

export default function CatchAll() {
  return null;
}
