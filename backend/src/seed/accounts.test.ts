import { endpoints } from '@vitrina/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pickProducts, type TestProduct } from '../modules/cart/cart.test-helpers.ts';
import { testDatabases } from '../test/databases.ts';
import { useTestApp } from '../test/test-app.ts';
import { selectDemoAccounts, writeDemoAccounts } from './accounts.ts';
import { demoAccounts } from './data/accounts.ts';

const [business] = demoAccounts;

describe.each(testDatabases)('the demo business shopper on $name', (database) => {
  const api = useTestApp(database);
  let product: TestProduct | undefined;
  beforeAll(async () => {
    [product] = await pickProducts(api.handle, 1, 5);
  });

  it('signs in as an approved business in the VO group and pays the VO price in the cart', async () => {
    const { email, password } = business;
    const login = await api.call(endpoints.login, { body: { email, password } });
    const authToken = login.data.access_token;
    const { data: user } = await api.call(endpoints.currentUser, {}, { authToken });
    expect(user).toMatchObject({ isBusiness: true, businessStatus: 'approved', groups: ['VO'] });

    const body = { id: product?.variantIds[0] ?? 0, type: 'variant' as const, amount: 1 };
    const guest = await api.call(endpoints.addCartItem, { body });
    const vo = await api.call(endpoints.addCartItem, { body }, { authToken, userGroups: ['VO'] });
    const guestUnit = guest.data.addedItem.prices.unitWithTax;
    // The seed's VO lists are 12 % below the public ones (data/catalogue.ts).
    expect(vo.data.addedItem.prices.unitWithTax).toBe(Math.round((guestUnit * 88) / 100));
  });

  it('is added once: writing it again keeps what the shop changed', async () => {
    await api.handle.db.execute(
      sql`update users set first_name = 'Changed' where email = ${business.email}`,
    );
    expect(await writeDemoAccounts(api.handle.db)).toEqual({ users: 0 });
    const [account] = await selectDemoAccounts(api.handle.db);
    expect(account?.firstName).toBe('Changed');
  });
});
