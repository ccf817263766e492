import { endpoints } from '@vitrina/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../db/database.ts';
import { testDatabases } from '../test/databases.ts';
import { useTestApp } from '../test/test-app.ts';
import { demoShopper } from './data/demo-shopper.ts';
import { selectDemoShopper, writeDemoShopper } from './demo-shopper.ts';

describe.each(testDatabases)('the demo shopper on $name', (database) => {
  const api = useTestApp(database);

  it('logs in with the README password and has credits the ledger explains', async () => {
    const { data } = await api.call(endpoints.login, {
      body: { email: demoShopper.email, password: demoShopper.password },
    });
    const credits = await api.call(endpoints.userCredits, {}, { authToken: data.access_token });
    expect(credits.data.amount).toBe(demoShopper.credits);
    const [ledger] = await selectRows<{ sum: number }>(
      api.handle.db,
      sql`select sum(t.amount)::int as sum from credit_transactions t
          join users u on u.id = t.user_id where u.email = ${demoShopper.email}`,
    );
    expect(ledger?.sum).toBe(demoShopper.credits);
  });

  it('is added once: writing it again keeps what the shop changed', async () => {
    await api.handle.db.execute(
      sql`update users set credits = 1200 where email = ${demoShopper.email}`,
    );
    expect(await writeDemoShopper(api.handle.db)).toEqual({ users: 0 });
    const rows = await selectDemoShopper(api.handle.db);
    expect(rows.map((row) => row.credits)).toEqual([1200]);
  });
});
