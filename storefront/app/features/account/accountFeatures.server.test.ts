import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asShopper, globalsAnswer } from '../../../testing/accountPages.ts';
import { demoUser as user } from '../../../testing/demoUser.ts';
import { demoCurrencies, startFakeBackend } from '../../../testing/fakeBackend.ts';
import { parseFeatureFlags } from '../../session/featureFlags.ts';
import { accountFeaturesOf, accountMenu } from './accountMenu.ts';
import { shopperSummary } from './shopper.server.ts';
import { userPage } from './userArea.server.ts';

const all = { shopping_lists: true, users_addresses: true, favourites: true, wishList: true };

describe('the parts of the user area (spec §2, §6)', () => {
  it('need the flag and the back-end function for lists and favourites, the function for addresses', () => {
    const flags = parseFeatureFlags('shoppingLists,favourites');
    expect(accountFeaturesOf(flags, all)).toEqual({
      shoppingLists: true,
      addresses: true,
      favourites: true,
    });
    expect(
      accountFeaturesOf(flags, { ...all, shopping_lists: false, users_addresses: false }),
    ).toEqual({ shoppingLists: false, addresses: false, favourites: true });
    // The wish list flag counts with the wishList function, favourites with favourites.
    expect(accountFeaturesOf(parseFeatureFlags('wishList'), { favourites: true }).favourites).toBe(
      false,
    );
    expect(accountFeaturesOf(parseFeatureFlags('wishList'), { wishList: true }).favourites).toBe(
      true,
    );
    expect(accountFeaturesOf(parseFeatureFlags(''), all)).toEqual({
      shoppingLists: false,
      addresses: true,
      favourites: false,
    });
    // The back end could not say: the flags decide.
    expect(accountFeaturesOf(flags, null)).toEqual({
      shoppingLists: true,
      addresses: true,
      favourites: true,
    });
  });

  it('keeps the spec order in the menu and leaves out what is off', () => {
    const routes = (features: Parameters<typeof accountMenu>[0]) =>
      accountMenu(features).map((entry) => entry.route);
    expect(routes({ shoppingLists: true, addresses: true, favourites: true })).toEqual([
      'user-dashboard',
      'user-settings',
      'user-orders',
      'user-password',
      'user-shoppingLists',
      'user-addressList',
      'user-favourites',
    ]);
    expect(routes({ shoppingLists: false, addresses: false, favourites: false })).toEqual([
      'user-dashboard',
      'user-settings',
      'user-orders',
      'user-password',
    ]);
  });
});

describe('a shop that switched functions off', () => {
  let backend: Awaited<ReturnType<typeof startFakeBackend>>;
  const saved = process.env.FEATURE_FLAGS;
  beforeAll(async () => {
    process.env.FEATURE_FLAGS = 'shoppingLists,favourites';
    backend = await startFakeBackend((path) => {
      if (path === '/api/v1/currencies') return { status: 200, body: { data: demoCurrencies } };
      if (path === '/api/v1/user') return { status: 200, body: { data: user } };
      if (path === '/api/v1/globals') {
        return globalsAnswer({ ...all, users_addresses: false, favourites: false });
      }
      return undefined;
    });
  });
  afterAll(async () => {
    process.env.FEATURE_FLAGS = saved;
    await backend.stop();
  });

  it('answers 404 for its pages and leaves them out of the menu', async () => {
    const request = new Request('http://shop.example/uzivatel/seznam-adres', {
      // A variant of its own: the shop's functions are cached per audience beyond this file.
      headers: {
        cookie: `vitrina-auth-token=${'f'.repeat(43)}; vitrina-user-variant=functions-off`,
      },
    });
    const addresses = await asShopper(request, async (context) =>
      userPage(context, request, 'addresses'),
    );
    expect((addresses.thrown as { init?: ResponseInit }).init?.status).toBe(404);
    const lists = await asShopper(request, async (context) =>
      userPage(context, request, 'shoppingLists'),
    );
    expect(lists.thrown).toBeUndefined();
    const summary = await asShopper(request, async (context) => shopperSummary(context));
    expect(summary.value?.features).toEqual({
      shoppingLists: true,
      addresses: false,
      favourites: false,
    });
  });
});
