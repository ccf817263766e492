import type { Route } from './+types/userRoot';
import { userRoot } from '../../features/account/userArea.server.ts';

// `/uzivatel`: the dashboard, behind the same guard as the rest of the user area.
export function loader({ request, context }: Route.LoaderArgs) {
  return userRoot(context, request);
}

export default function UserRoot() {
  return null;
}
