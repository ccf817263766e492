import { wholesaleGroup } from './catalogue.ts';

/**
 * Demo shoppers to sign in with (backend/README.md). The business one is in the wholesale group,
 * so it sees the `VO` price lists (12 % below the public prices) wherever prices show.
 */
export const demoAccounts = [
  {
    email: 'velkoobchod@vitrina.localhost',
    password: 'Velkoobchod-2026',
    firstName: 'Petr',
    lastName: 'Velkoobchodník',
    phone: '+420 777 000 111',
    locale: 'cs',
    isBusiness: true,
    businessStatus: 'approved',
    companyName: 'Velkoobchod Vitrina s.r.o.',
    tin: '27074358',
    vatin: 'CZ27074358',
    groups: [wholesaleGroup],
  },
] as const;
