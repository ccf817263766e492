import { useRouteLoaderData } from 'react-router';
import { defaultFeatureFlags, type FeatureFlags } from './featureFlags.ts';

/**
 * The feature flags of this page (spec §6), as the root loader resolved them: the shop's
 * (FEATURE_FLAGS) with this browser's admin overrides. Loaders read `context.featureFlags`.
 */
export function useFeatureFlags(): FeatureFlags {
  const root = useRouteLoaderData('root') as { featureFlags?: FeatureFlags } | undefined;
  return root?.featureFlags ?? defaultFeatureFlags;
}
