import type { Route } from './+types/shippingAndPayment';
import { ShippingPaymentPage } from '../../features/checkout/ShippingPaymentPage.tsx';
import {
  loadMethodsStep,
  methodsStepAction,
} from '../../features/checkout/checkoutMethods.server.ts';
import { getRequestContext } from '../../request/requestContext.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadMethodsStep(getRequestContext(context), request);
}

export function action({ request, context }: Route.ActionArgs) {
  return methodsStepAction(getRequestContext(context), request);
}

export default function ShippingAndPayment({ loaderData, actionData }: Route.ComponentProps) {
  return <ShippingPaymentPage data={loaderData} failure={actionData} />;
}
