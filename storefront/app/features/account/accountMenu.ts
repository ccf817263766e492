import type { MessageDescriptor } from '@lingui/core';
import type { FeatureFlags } from '../../session/featureFlags.ts';

/** The user area's parts the shop can switch off (spec §2, §6): off means no menu entry and a 404. */
export type AccountFeature = 'shoppingLists' | 'addresses' | 'favourites';
export type AccountFeatures = Record<AccountFeature, boolean>;

/**
 * Which parts are on (spec §2 account menu, §6): shopping lists need their flag (the shop's
 * content setting, FEATURE_FLAGS) and the back end's `shopping_lists` function, addresses the
 * `users_addresses` function, favourites / the wish list (one list, decision 057) a flag with its
 * function (`favourites`, `wishList`). `functions` null (the back end could not say): the functions
 * count as on, so an outage hides nothing that the flags show.
 */
export function accountFeaturesOf(
  flags: FeatureFlags,
  functions: Readonly<Record<string, boolean>> | null,
): AccountFeatures {
  const on = (name: string) => functions === null || functions[name] === true;
  return {
    shoppingLists: flags.shoppingLists && on('shopping_lists'),
    addresses: on('users_addresses'),
    favourites: (flags.favourites && on('favourites')) || (flags.wishList && on('wishList')),
  };
}

export type AccountMenuRoute =
  | 'user-dashboard'
  | 'user-settings'
  | 'user-orders'
  | 'user-password'
  | 'user-shoppingLists'
  | 'user-addressList'
  | 'user-favourites';

interface AccountMenuEntry {
  route: AccountMenuRoute;
  label: MessageDescriptor;
  feature?: AccountFeature;
}

/** Spec §2: dashboard, settings, orders, password, shoppingLists, addressList, favourites. */
const entries: AccountMenuEntry[] = [
  { route: 'user-dashboard', label: /*i18n*/ { id: 'accountMenu.overview', message: 'Overview' } },
  {
    route: 'user-settings',
    label: /*i18n*/ { id: 'accountMenu.personalData', message: 'Personal data' },
  },
  { route: 'user-orders', label: /*i18n*/ { id: 'accountMenu.orders', message: 'Orders' } },
  {
    route: 'user-password',
    label: /*i18n*/ { id: 'accountMenu.changePassword', message: 'Change password' },
  },
  {
    route: 'user-shoppingLists',
    label: /*i18n*/ { id: 'accountMenu.shoppingLists', message: 'Shopping lists' },
    feature: 'shoppingLists',
  },
  {
    route: 'user-addressList',
    label: /*i18n*/ { id: 'accountMenu.addresses', message: 'Addresses' },
    feature: 'addresses',
  },
  {
    route: 'user-favourites',
    label: /*i18n*/ { id: 'accountMenu.favourites', message: 'Favourites' },
    feature: 'favourites',
  },
];

/** The account menu with these parts on, in the spec's order. */
export function accountMenu(features: AccountFeatures): AccountMenuEntry[] {
  return entries.filter((entry) => !entry.feature || features[entry.feature]);
}
