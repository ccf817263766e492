/**
 * Spec §6: compare, favourites, shopping lists and wish list are off by default, alternate SEO
 * links on. `entryModal` previews the theme's entry modal (decision 050).
 */
export const featureFlagNames = [
  'compare',
  'favourites',
  'shoppingLists',
  'wishList',
  'alternateLinks',
  'entryModal',
] as const;
export type FeatureFlag = (typeof featureFlagNames)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

export const defaultFeatureFlags: FeatureFlags = {
  compare: false,
  favourites: false,
  shoppingLists: false,
  wishList: false,
  alternateLinks: true,
  entryModal: false,
};

export function isFeatureFlag(value: unknown): value is FeatureFlag {
  return typeof value === 'string' && (featureFlagNames as readonly string[]).includes(value);
}

/**
 * The shop's flags from its setting (FEATURE_FLAGS): a comma-separated list where `name` turns a
 * flag on and `-name` off; unknown names are ignored.
 */
export function parseFeatureFlags(setting: string | undefined): FeatureFlags {
  const flags = { ...defaultFeatureFlags };
  for (const item of (setting ?? '').split(',')) {
    const name = item.trim().replace(/^-/, '');
    if (isFeatureFlag(name)) flags[name] = !item.trim().startsWith('-');
  }
  return flags;
}
