/**
 * The demo's signed-in shopper (listed in the README's demo section): an activated account with
 * loyalty credits, to try credits at checkout without an administrator.
 */
export const demoShopper = {
  email: 'zakaznik@vitrina.localhost',
  password: 'Vitrina-demo-1',
  firstName: 'Jana',
  lastName: 'Zákaznice',
  phone: '+420 777 000 111',
  locale: 'cs',
  /** Minor units of the shop's default currency (CZK): 500 Kč. */
  credits: 50_000,
} as const;
