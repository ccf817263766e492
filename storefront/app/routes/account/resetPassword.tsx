import { useLingui } from '@lingui/react/macro';
import type { Route } from './+types/resetPassword';
import { ResetPasswordPage } from '../../features/account/PasswordPages.tsx';
import { loadResetPage, resetPassword } from '../../features/account/passwords.server.ts';
import { PageShell } from '../../ui/PageShell.tsx';

export function loader({ request }: Route.LoaderArgs) {
  return loadResetPage(new URL(request.url));
}

export function action({ request, context }: Route.ActionArgs) {
  return resetPassword(request, context);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <PageShell title={t`Password reset`}>
      <ResetPasswordPage
        email={loaderData.email}
        token={loaderData.token}
        failure={actionData?.failure}
      />
    </PageShell>
  );
}
