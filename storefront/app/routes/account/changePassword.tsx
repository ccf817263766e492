import { useLingui } from '@lingui/react/macro';
import type { Route } from './+types/changePassword';
import { ChangePasswordForm } from '../../features/account/PasswordPages.tsx';
import { changePassword } from '../../features/account/passwords.server.ts';
import { UserArea } from '../../features/account/UserArea.tsx';
import { userPage } from '../../features/account/userArea.server.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  userPage(context, request);
  return null;
}

export function action({ request, context }: Route.ActionArgs) {
  return changePassword(request, context);
}

export default function ChangePassword({ actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <UserArea title={t`Change password`}>
      <ChangePasswordForm
        failure={actionData?.failure}
        changed={Boolean(actionData && 'changed' in actionData)}
      />
    </UserArea>
  );
}
