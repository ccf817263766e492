import type { Route } from './+types/importOrder';
import { OrderImportPage } from '../../features/checkout/OrderImportPage.tsx';
import { importAction, loadImportPage } from '../../features/checkout/orderImport.server.ts';
import { getRequestContext } from '../../request/requestContext.ts';

export function loader({ context }: Route.LoaderArgs) {
  return loadImportPage(getRequestContext(context));
}

export function action({ request, context }: Route.ActionArgs) {
  return importAction(getRequestContext(context), request);
}

export default function ImportOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderImportPage data={loaderData} result={actionData} />;
}
