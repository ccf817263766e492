import { endpoints } from '@vitrina/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/database.ts';
import { pickProducts, type TestProduct } from '../modules/cart/cart.test-helpers.ts';
import { testDatabases } from '../test/databases.ts';
import { useTestApp } from '../test/test-app.ts';
import { selectDemoAccounts, writeDemoAccounts } from './accounts.ts';
import { demoAccounts } from './data/accounts.ts';

const [shopper, englishShopper] = demoAccounts.filter((account) => account.credits > 0);
const business = demoAccounts.find((account) => 'isBusiness' in account)!;

describe.each(testDatabases)('the demo shoppers on $name', (database) => {
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

  it.each([shopper!, englishShopper!])(
    'the shopper with credits ($email) logs in and has credits the ledger explains',
    async ({ email, password, credits: seeded }) => {
      const { data } = await api.call(endpoints.login, { body: { email, password } });
      const credits = await api.call(endpoints.userCredits, {}, { authToken: data.access_token });
      expect(credits.data.amount).toBe(seeded);
      const [ledger] = await selectRows<{ sum: number }>(
        api.handle.db,
        sql`select sum(t.amount)::int as sum from credit_transactions t
          join users u on u.id = t.user_id where u.email = ${email}`,
      );
      expect(ledger?.sum).toBe(seeded);
    },
  );

  it('are added once: writing them again keeps what the shop changed', async () => {
    await api.handle.db.execute(
      sql`update users set first_name = 'Changed' where email = ${business.email}`,
    );
    await api.handle.db.execute(
      sql`update users set credits = 1200 where email = ${shopper!.email}`,
    );
    expect(await writeDemoAccounts(api.handle.db)).toEqual({ users: 0 });
    const accounts = await selectDemoAccounts(api.handle.db);
    const byEmail = new Map(accounts.map((account) => [account.email, account]));
    expect(byEmail.get(business.email)?.firstName).toBe('Changed');
    expect(byEmail.get(shopper!.email)?.credits).toBe(1200);
  });
});
