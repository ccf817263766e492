import type { MessageDescriptor } from '@lingui/core';
import { favouritesOn, type FeatureFlags } from '../../session/featureFlags.ts';

/** The user area's pages behind a feature flag (spec §6): off means no menu entry and a 404. */
export type AccountFeature = 'shoppingLists' | 'favourites';

/** Whether the flags turn this part of the user area on. */
export function accountFeatureOn(flags: FeatureFlags, feature: AccountFeature): boolean {
  if (feature === 'favourites') return favouritesOn(flags);
  return flags.shoppingLists;
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
  },
  {
    route: 'user-favourites',
    label: /*i18n*/ { id: 'accountMenu.favourites', message: 'Favourites' },
    feature: 'favourites',
  },
];

/** The account menu for these flags, in the spec's order. */
export function accountMenu(flags: FeatureFlags): AccountMenuEntry[] {
  return entries.filter((entry) => !entry.feature || accountFeatureOn(flags, entry.feature));
}
