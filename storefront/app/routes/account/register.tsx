import { useLingui } from '@lingui/react/macro';
import type { Route } from './+types/register';
import { loadRegisterPage, register } from '../../features/account/register.server.ts';
import { RegisterPage } from '../../features/account/RegisterPage.tsx';
import { PageShell } from '../../ui/PageShell.tsx';

export function loader({ context }: Route.LoaderArgs) {
  return loadRegisterPage(context);
}

export function action({ request, context }: Route.ActionArgs) {
  return register(request, context);
}

export default function Register({ actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <PageShell title={t`Registration`}>
      <RegisterPage
        failure={actionData?.failure}
        registered={actionData && 'registered' in actionData ? actionData.registered : null}
        signup={actionData && 'signup' in actionData ? actionData.signup : undefined}
      />
    </PageShell>
  );
}
