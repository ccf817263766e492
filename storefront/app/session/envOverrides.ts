import { parseCookieHeader } from './cookies.ts';
import { isFeatureFlag, type FeatureFlag } from './featureFlags.ts';

/** The site admin panel's cookie (only read when ALLOW_ENV_OVERRIDE is set; decision 050). */
export const envOverrideCookieName = 'vitrina-env-override';

/**
 * What one browser overrides of the environment. The back end is a name from the server's
 * ENV_OVERRIDE_BACKENDS list, never an address: the browser cannot make the server call a URL.
 */
export interface EnvOverrides {
  theme?: string;
  backend?: string;
  flags?: Partial<Record<FeatureFlag, boolean>>;
}

/** What the server accepts in the cookie: the names of its listed back ends. */
export interface OverrideChoices {
  backends: readonly string[];
}

/**
 * Parses the cookie's JSON, keeping only a theme-like name (the server entry checks it against
 * the design system's themes), listed back ends and known flags.
 */
export function parseEnvOverrides(
  header: string | null,
  choices: OverrideChoices,
): EnvOverrides | null {
  const raw = parseCookieHeader(header).get(envOverrideCookieName);
  if (!raw || raw.length > 1024) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const input = value as { theme?: unknown; backend?: unknown; flags?: unknown };
  const overrides: EnvOverrides = {};
  if (typeof input.theme === 'string' && /^[a-z-]{1,32}$/.test(input.theme)) {
    overrides.theme = input.theme;
  }
  if (typeof input.backend === 'string' && choices.backends.includes(input.backend)) {
    overrides.backend = input.backend;
  }
  if (input.flags && typeof input.flags === 'object') {
    const flags = Object.entries(input.flags).filter(
      (entry): entry is [FeatureFlag, boolean] =>
        isFeatureFlag(entry[0]) && typeof entry[1] === 'boolean',
    );
    if (flags.length) overrides.flags = Object.fromEntries(flags);
  }
  return Object.keys(overrides).length ? overrides : null;
}

/** The cookie the panel writes: the browser session only, the whole site. */
export function envOverrideCookie(overrides: EnvOverrides | null): string {
  const value = overrides ? encodeURIComponent(JSON.stringify(overrides)) : '';
  const expiry = overrides ? '' : '; Max-Age=0';
  return `${envOverrideCookieName}=${value}; Path=/; SameSite=Lax${expiry}`;
}
