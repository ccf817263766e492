import { defaultThemeName, isThemeName, type ThemeName } from '@vitrina/design-system';
import { serverEnv } from '../env.server.ts';
import type { RequestContext } from '../request/requestContext.ts';

/** The theme of a response: the admin panel's for this browser, else VITRINA_THEME, else eshop. */
export function resolveTheme(context: RequestContext | null | undefined): ThemeName {
  const override = context?.overrides?.theme;
  if (isThemeName(override)) return override;
  const setting = serverEnv().theme;
  return isThemeName(setting) ? setting : defaultThemeName;
}
