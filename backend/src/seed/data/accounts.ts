import { wholesaleGroup } from './catalogue.ts';

/**
 * Demo shoppers to sign in with (backend/README.md): two with loyalty credits, to try credits at
 * checkout (a Czech and an English one: a cart is one per account, so each language's journey has
 * its own shopper), and a business one in the wholesale group, so it sees the `VO` price lists (12 % below
 * the public prices) wherever prices show.
 */
export const demoAccounts = [
  {
    email: 'zakaznik@vitrina.localhost',
    password: 'Vitrina-demo-1',
    firstName: 'Jana',
    lastName: 'Zákaznice',
    phone: '+420 777 000 111',
    locale: 'cs',
    /** Minor units of the shop's default currency (CZK): 500 Kč. */
    credits: 50_000,
    groups: [],
  },
  {
    email: 'customer@vitrina.localhost',
    password: 'Vitrina-demo-2',
    firstName: 'Emma',
    lastName: 'Customer',
    phone: '+420 777 000 222',
    locale: 'en',
    /** 500 Kč, like the Czech shopper's. */
    credits: 50_000,
    groups: [],
  },
  {
    email: 'velkoobchod@vitrina.localhost',
    password: 'Velkoobchod-2026',
    firstName: 'Petr',
    lastName: 'Velkoobchodník',
    phone: '+420 777 000 111',
    locale: 'cs',
    credits: 0,
    isBusiness: true,
    businessStatus: 'approved',
    companyName: 'Velkoobchod Vitrina s.r.o.',
    tin: '27074358',
    vatin: 'CZ27074358',
    groups: [wholesaleGroup],
  },
] as const;
