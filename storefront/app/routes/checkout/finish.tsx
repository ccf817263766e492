import type { Route } from './+types/finish';
import { FinishPage } from '../../features/checkout/FinishPage.tsx';
import { finishPageAction, loadFinishPage } from '../../features/checkout/orderFinish.server.ts';
import { getRequestContext } from '../../request/requestContext.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadFinishPage(getRequestContext(context), new URL(request.url));
}

// "Pay by card" and "Try again" (a plain POST of this page).
export function action({ request, context }: Route.ActionArgs) {
  return finishPageAction(getRequestContext(context), request);
}

export default function Finish({ loaderData, actionData }: Route.ComponentProps) {
  return <FinishPage data={loaderData} payment={actionData} />;
}
