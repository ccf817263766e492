import { useLingui } from '@lingui/react/macro';
import type { Route } from './+types/addresses';
import { changeAddresses, loadAddressesPage } from '../../features/account/addresses.server.ts';
import { AddressesPage } from '../../features/account/AddressesPage.tsx';
import { UserArea } from '../../features/account/UserArea.tsx';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAddressesPage(context, request);
}

export function action({ request, context }: Route.ActionArgs) {
  return changeAddresses(request, context);
}

export default function Addresses({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <UserArea title={t`Addresses`}>
      <AddressesPage {...loaderData} failure={actionData?.failure} />
    </UserArea>
  );
}
