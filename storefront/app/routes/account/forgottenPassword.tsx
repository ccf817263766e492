import { useLingui } from '@lingui/react/macro';
import type { Route } from './+types/forgottenPassword';
import { ForgottenPasswordPage } from '../../features/account/PasswordPages.tsx';
import { forgotPassword } from '../../features/account/passwords.server.ts';
import { PageShell } from '../../ui/PageShell.tsx';

export function action({ request, context }: Route.ActionArgs) {
  return forgotPassword(request, context);
}

export default function ForgottenPassword({ actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <PageShell title={t`Forgotten password`}>
      <ForgottenPasswordPage
        failure={actionData?.failure}
        sent={actionData && 'sent' in actionData ? actionData.sent : null}
      />
    </PageShell>
  );
}
