import type { Route } from './+types/deliveryDetails';
import { DeliveryDetailsPage } from '../../features/checkout/DeliveryDetailsPage.tsx';
import {
  detailsStepAction,
  loadDetailsStep,
} from '../../features/checkout/deliveryDetails.server.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadDetailsStep(context, request);
}

export function action({ request, context }: Route.ActionArgs) {
  return detailsStepAction(context, request);
}

export default function DeliveryDetails({ loaderData, actionData }: Route.ComponentProps) {
  return <DeliveryDetailsPage data={loaderData} answer={actionData} />;
}
