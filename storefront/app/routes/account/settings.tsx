import { useLingui } from '@lingui/react/macro';
import type { Route } from './+types/settings';
import { loadSettingsPage, saveSettings } from '../../features/account/settings.server.ts';
import { SettingsPage } from '../../features/account/SettingsPage.tsx';
import { UserArea } from '../../features/account/UserArea.tsx';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSettingsPage(context, request);
}

export function action({ request, context }: Route.ActionArgs) {
  return saveSettings(request, context);
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <UserArea title={t`Personal data`}>
      <SettingsPage
        {...loaderData}
        failure={actionData?.failure}
        saved={Boolean(actionData && 'saved' in actionData && actionData.saved)}
      />
    </UserArea>
  );
}
