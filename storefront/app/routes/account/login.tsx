import { useLingui } from '@lingui/react/macro';
import type { Route } from './+types/login';
import { login, loadLoginPage } from '../../features/account/login.server.ts';
import { LoginPage } from '../../features/account/LoginPage.tsx';
import { PageShell } from '../../ui/PageShell.tsx';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadLoginPage(context, new URL(request.url));
}

export function action({ request, context }: Route.ActionArgs) {
  return login(request, context);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <PageShell title={t`Log in`}>
      <LoginPage
        redirectTo={loaderData.redirectTo}
        done={loaderData.done}
        failure={actionData?.failure}
      />
    </PageShell>
  );
}
