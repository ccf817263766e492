import type { Route } from './+types/companyLookup';
import { companyLookup } from '../../features/checkout/companyLookup.server.ts';

// The delivery-details step's "Load from ARES" with JavaScript (GET ?ico=, JSON); without it the
// button posts the step's form (intent=ares).
export function loader({ request, context }: Route.LoaderArgs) {
  return companyLookup(context, request);
}
