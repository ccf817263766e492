import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../providers/AppProviders.tsx';
import { useShopperSummary } from '../account/shopper.atoms.ts';
import { useHeaderCart } from '../cart/cart.atoms.ts';
import { useFavouriteIds } from '../catalog/favourites/favourites.atoms.ts';
import { ShopperStateMirror, type ShopperState } from './ShopperStateMirror.tsx';

/** What the header and the hearts would show, read from the atoms. */
function Probe() {
  const cart = useHeaderCart();
  const shopper = useShopperSummary();
  const favourites = useFavouriteIds();
  return (
    `cart=${cart ? `${cart.itemsCount}/${cart.totalWithTax} ${cart.currency.code}` : 'none'};` +
    `shopper=${shopper?.firstName ?? 'guest'};favourites=${favourites?.join(',') ?? 'none'};`
  );
}

function renderPage(state: ShopperState | null) {
  const mirror = state ? createElement(ShopperStateMirror, state) : null;
  return renderToString(
    createElement(AppProviders, null, createElement(Fragment, null, mirror, createElement(Probe))),
  );
}

const czk = { code: 'CZK' } as NonNullable<ShopperState['cart']>['currency'];
const jana = { firstName: 'Jana' } as NonNullable<ShopperState['account']>;

describe('ShopperStateMirror', () => {
  it('puts the loader’s cart, shopper and wish list into the atoms for the first render', () => {
    const html = renderPage({
      cart: { itemsCount: 3, totalWithTax: 1290, currency: czk },
      account: jana,
      favouriteIds: [7, 9],
    });
    expect(html).toContain('cart=3/1290 CZK;shopper=Jana;favourites=7,9');
  });

  it('gives a guest no wish list even when ids come along', () => {
    const html = renderPage({ cart: null, account: null, favouriteIds: [7] });
    expect(html).toContain('cart=none;shopper=guest;favourites=none');
  });

  it('gives a signed-in shopper without ids an empty wish list', () => {
    const html = renderPage({ cart: null, account: jana, favouriteIds: null });
    expect(html).toContain('favourites=;');
  });

  it('keeps each render’s state to itself: the next page (an error page without loader data) shows no one’s cart', () => {
    renderPage({
      cart: { itemsCount: 5, totalWithTax: 99, currency: czk },
      account: jana,
      favouriteIds: [1],
    });
    expect(renderPage(null)).toContain('cart=none;shopper=guest;favourites=none');
  });
});
