import { endpoints } from '@vitrina/contracts';
import { and, asc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../../../db/schema/index.ts';
import { testDatabases } from '../../../test/databases.ts';
import { failureOf, send, signedInShopper, useAccountsApp } from '../users/users.test-helpers.ts';

describe.each(testDatabases)('accounts: shopping lists and wish list on $name', (database) => {
  const accounts = useAccountsApp(database);
  const { api } = accounts;
  const seeded = { product: 0, other: 0, variant: 0, foreignVariant: 0, groupOnly: 0 };

  beforeAll(async () => {
    const db = api.handle.db;
    const open = and(eq(products.visible, true), isNull(products.requiredUserGroup));
    const withVariants = await db
      .select({ product: productVariants.productId, variant: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(open)
      .orderBy(asc(productVariants.id))
      .limit(1);
    seeded.product = withVariants[0]!.product;
    seeded.variant = withVariants[0]!.variant;
    const [other] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(open, ne(products.id, seeded.product)))
      .orderBy(asc(products.id))
      .limit(1);
    seeded.other = other!.id;
    const [foreign] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(ne(productVariants.productId, seeded.product))
      .limit(1);
    seeded.foreignVariant = foreign!.id;
    const [group] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.visible, true), isNotNull(products.requiredUserGroup)))
      .limit(1);
    seeded.groupOnly = group?.id ?? 0;
  });

  it('creates the wish list on first use and toggles products on it', async () => {
    const { token } = await signedInShopper(accounts);
    const as = { authToken: token };
    expect((await api.call(endpoints.shoppingLists, {}, as)).data).toEqual([]);
    const { data: empty } = await api.call(
      endpoints.shoppingListByCode,
      { params: { code: 'wishlist' } },
      as,
    );
    expect(empty).toMatchObject({ code: 'wishlist', name: 'Oblíbené', items: [] });

    const { data: one } = await api.call(
      endpoints.addShoppingListItemByCode,
      { params: { code: 'wishlist' }, body: { id: seeded.product, amount: 1 } },
      as,
    );
    expect(one.id).toBe(empty.id);
    expect(one.items).toEqual([
      expect.objectContaining({
        productId: seeded.product,
        variantId: null,
        amount: 1,
        product: expect.objectContaining({ id: seeded.product, name: expect.any(String) }),
      }),
    ]);
    // Putting it again sets the amount, it does not add a second line.
    const { data: again } = await api.call(
      endpoints.addShoppingListItemByCode,
      { params: { code: 'wishlist' }, body: { id: seeded.product, amount: 3 } },
      as,
    );
    expect(again.items.map((item) => item.amount)).toEqual([3]);
    const { data: removed } = await api.call(
      endpoints.removeShoppingListItem,
      { params: { id: one.id, itemId: one.items[0]!.id } },
      as,
    );
    expect(removed.items).toEqual([]);
    const unknownCode = await failureOf(
      api.call(endpoints.shoppingListByCode, { params: { code: 'nope' } }, as),
    );
    expect(unknownCode.status).toBe(404);
  });

  it('creates, reads by id and code, renames and deletes a list with variants', async () => {
    const { token } = await signedInShopper(accounts);
    const as = { authToken: token };
    const { data: list } = await api.call(
      endpoints.createShoppingList,
      {
        body: {
          name: '  Na chalupu ',
          items: [
            { id: seeded.product, variantId: seeded.variant, amount: 2 },
            { id: seeded.other, amount: 1 },
          ],
        },
      },
      as,
    );
    expect(list.name).toBe('Na chalupu');
    expect(list.code).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(list.variantIds).toEqual([seeded.variant]);
    expect(list.items.map((item) => [item.productId, item.amount])).toEqual([
      [seeded.product, 2],
      [seeded.other, 1],
    ]);
    expect((await api.call(endpoints.shoppingList, { params: { id: list.id } }, as)).data).toEqual(
      list,
    );
    expect(
      (await api.call(endpoints.shoppingListByCode, { params: { code: list.code } }, as)).data,
    ).toEqual(list);
    const { data: renamed } = await api.call(
      endpoints.renameShoppingList,
      { params: { id: list.id }, body: { name: 'Dárky' } },
      as,
    );
    expect(renamed).toEqual({ ...list, name: 'Dárky' });
    const added = await api.call(
      endpoints.addShoppingListItem,
      { params: { id: list.id }, body: { id: seeded.other, amount: 5 } },
      as,
    );
    expect(added.data.items.map((item) => item.amount)).toEqual([2, 5]);
    await api.call(endpoints.deleteShoppingList, { params: { id: list.id } }, as);
    expect(
      (await failureOf(api.call(endpoints.shoppingList, { params: { id: list.id } }, as))).status,
    ).toBe(404);
  });

  it("never shows or changes another user's list", async () => {
    const owner = await signedInShopper(accounts);
    const intruder = await signedInShopper(accounts);
    const { data: list } = await api.call(
      endpoints.createShoppingList,
      { body: { name: 'Moje', items: [{ id: seeded.product, amount: 1 }] } },
      { authToken: owner.token },
    );
    const as = { authToken: intruder.token };
    const attempts = [
      () => api.call(endpoints.shoppingList, { params: { id: list.id } }, as),
      () => api.call(endpoints.shoppingListByCode, { params: { code: list.code } }, as),
      () =>
        api.call(
          endpoints.renameShoppingList,
          { params: { id: list.id }, body: { name: 'x' } },
          as,
        ),
      () =>
        api.call(
          endpoints.addShoppingListItem,
          { params: { id: list.id }, body: { id: seeded.other, amount: 1 } },
          as,
        ),
      () =>
        api.call(
          endpoints.removeShoppingListItem,
          { params: { id: list.id, itemId: list.items[0]!.id } },
          as,
        ),
      () => api.call(endpoints.deleteShoppingList, { params: { id: list.id } }, as),
    ];
    for (const attempt of attempts) expect((await failureOf(attempt())).status).toBe(404);
    expect((await api.call(endpoints.shoppingLists, {}, as)).data).toEqual([]);
    // The intruder's own wish list is theirs, not the owner's.
    const { data: theirs } = await api.call(
      endpoints.shoppingListByCode,
      { params: { code: 'wishlist' } },
      as,
    );
    const { data: mine } = await api.call(
      endpoints.shoppingListByCode,
      { params: { code: 'wishlist' } },
      { authToken: owner.token },
    );
    expect(theirs.id).not.toBe(mine.id);
    expect(
      (
        await api.call(
          endpoints.shoppingList,
          { params: { id: list.id } },
          { authToken: owner.token },
        )
      ).data,
    ).toEqual(list);
    expect((await failureOf(api.call(endpoints.shoppingLists, {}))).status).toBe(401);
  });

  it('refuses unknown products, foreign variants and hostile input', async () => {
    const { token } = await signedInShopper(accounts);
    const headers = { authorization: `Bearer ${token}` };
    const post = (path: string, body: unknown) => send(api, 'POST', path, body, headers);
    const cases: [string, unknown, string | undefined][] = [
      ['/api/v1/user/shopping-lists/code/wishlist/items', { id: 999_999_999 }, 'id'],
      [
        '/api/v1/user/shopping-lists/code/wishlist/items',
        { id: seeded.product, variantId: seeded.foreignVariant },
        'variantId',
      ],
      [
        '/api/v1/user/shopping-lists/code/wishlist/items',
        { id: seeded.product, amount: 0 },
        'amount',
      ],
      [
        '/api/v1/user/shopping-lists/code/wishlist/items',
        { id: seeded.product, amount: 1e9 },
        'amount',
      ],
      ['/api/v1/user/shopping-lists/code/wishlist/items', { id: '1' }, 'id'],
      ['/api/v1/user/shopping-lists/code/wishlist/items', { id: -1 }, 'id'],
      ['/api/v1/user/shopping-lists/code/wi%00sh/items', { id: seeded.product }, 'code'],
      ['/api/v1/user/shopping-lists', { name: '' }, 'name'],
      ['/api/v1/user/shopping-lists', { name: 'a\u0000b' }, 'name'],
      ['/api/v1/user/shopping-lists', { name: 'x'.repeat(300) }, 'name'],
      ['/api/v1/user/shopping-lists', { name: 'ok', userId: 1 }, undefined],
      [
        '/api/v1/user/shopping-lists',
        { name: 'ok', items: Array(201).fill({ id: seeded.product }) },
        'items',
      ],
    ];
    if (seeded.groupOnly)
      cases.push([
        '/api/v1/user/shopping-lists/code/wishlist/items',
        { id: seeded.groupOnly },
        'id',
      ]);
    for (const [path, body, field] of cases) {
      const response = await post(path, body);
      expect(response.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      if (field) expect(JSON.stringify(response.body)).toContain(`"field":"${field}`);
    }
    for (const path of [
      '/api/v1/user/shopping-lists/0',
      '/api/v1/user/shopping-lists/abc',
      '/api/v1/user/shopping-lists/1/items/x',
    ]) {
      expect((await send(api, 'DELETE', path, undefined, headers)).status, path).toBe(400);
    }
  });
});
