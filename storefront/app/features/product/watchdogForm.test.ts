import { describe, expect, it } from 'vitest';
import { isWatchOutcome, watchFormSchema, watchProductRequest } from './watchdogForm.ts';

const form = (values: Record<string, unknown>) => ({
  productId: '7',
  email: 'Jana@Example.cz ',
  ...values,
});
const parse = (values: Record<string, unknown>) => watchFormSchema.safeParse(form(values));

describe('the watchdog form schema', () => {
  it('reads ticked checkboxes as posted without JavaScript and by react-hook-form', () => {
    const plain = parse({ watchStock: 'on', watchPrice: null });
    expect(plain.success && plain.data).toEqual({
      productId: 7,
      email: 'jana@example.cz',
      watchStock: true,
      watchPrice: false,
    });
    const script = parse({ watchStock: false, watchPrice: true });
    expect(script.success && script.data).toMatchObject({ watchStock: false, watchPrice: true });
  });

  it('asks for something to watch and a valid, storable e-mail', () => {
    const none = parse({});
    expect(none.success).toBe(false);
    expect(none.error?.issues.map((issue) => issue.path[0])).toEqual(['watchStock']);
    for (const email of ['', 'jana', 'a\u0000@example.cz', `${'a'.repeat(250)}@example.cz`]) {
      const result = parse({ email, watchStock: 'on' });
      expect(result.error?.issues[0]?.path[0], JSON.stringify(email)).toBe('email');
    }
    for (const productId of ['0', '-3', 'x', '99999999999']) {
      expect(parse({ productId, watchStock: 'on' }).success, productId).toBe(false);
    }
  });

  it('builds the contract call from a parsed form', () => {
    const parsed = watchFormSchema.parse({
      productId: '12',
      email: 'petr@example.cz',
      watchStock: 'on',
      watchPrice: 'on',
    });
    expect(watchProductRequest(parsed)).toEqual({
      params: { id: 12 },
      body: { email: 'petr@example.cz', watchStock: true, watchPrice: true },
    });
  });

  it('takes a target price in whole units of the currency and sends it in minor units', () => {
    for (const [typed, minor] of [
      ['1499', 149_900],
      [' 1 499 ', 149_900],
      ['1\u00a0499,00', 149_900],
      ['2.0', 200],
    ] as const) {
      const parsed = watchFormSchema.parse(form({ watchPrice: 'on', priceBelow: typed }));
      expect(watchProductRequest(parsed).body.priceBelow, typed).toBe(minor);
    }
    // Empty: any drop counts; with only the stock watched the price is not sent (the contract
    // refuses a target price without the price watch).
    const empty = watchFormSchema.parse(form({ watchPrice: 'on', priceBelow: '' }));
    expect(watchProductRequest(empty).body).not.toHaveProperty('priceBelow');
    const stockOnly = watchFormSchema.parse(form({ watchStock: 'on', priceBelow: '900' }));
    expect(watchProductRequest(stockOnly).body).not.toHaveProperty('priceBelow');
    for (const bad of ['0', '-5', '12.5', '1e9', 'abc', '99999999', '\u0000', 'NaN']) {
      const result = parse({ watchPrice: 'on', priceBelow: bad });
      expect(
        result.error?.issues.map((issue) => issue.path[0]),
        bad,
      ).toEqual(['priceBelow']);
    }
  });

  it('believes only known outcomes from the address', () => {
    expect(isWatchOutcome('success')).toBe(true);
    expect(isWatchOutcome('<script>')).toBe(false);
  });
});
