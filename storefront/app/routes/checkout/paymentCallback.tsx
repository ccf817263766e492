import type { Route } from './+types/paymentCallback';
import { PaymentReturnProblemPage } from '../../features/checkout/PaymentReturnProblemPage.tsx';
import { paymentReturn } from '../../features/checkout/paymentReturn.server.ts';
import { getRequestContext } from '../../request/requestContext.ts';

// The card gateway's return: the result goes to the back end, the shopper on to the order (303).
export function loader({ request, context }: Route.LoaderArgs) {
  return paymentReturn(getRequestContext(context), new URL(request.url));
}

export default function PaymentCallback({ loaderData }: Route.ComponentProps) {
  return <PaymentReturnProblemPage data={loaderData} />;
}
