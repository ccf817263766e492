import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir, loadConfig, readConfig } from './config.ts';

describe('readConfig', () => {
  it('defaults to PGlite under <repo>/.data/pglite on 127.0.0.1:4000, seeding', () => {
    expect(readConfig({})).toEqual({
      PORT: 4000,
      HOST: '127.0.0.1',
      DATA_DIR: defaultDataDir,
      LOG_LEVEL: 'info',
      LOAD_SHED_LAG_MS: 1000,
      SEED_DEMO: true,
      MAIL_FROM: 'shop@vitrina.localhost',
      STOREFRONT_URL: 'http://127.0.0.1:3000',
      BACKEND_TRUST_PROXY: '127.0.0.1,::1',
      REDIS_PREFIX: 'vitrina:',
      METRICS_HOST: '127.0.0.1',
      SHUTDOWN_DRAIN_MS: 0,
    });
    expect(defaultDataDir.endsWith(`${resolve('/', '.data/pglite')}`)).toBe(true);
  });

  it('treats empty variables as unset and resolves DATA_DIR from the repo root', () => {
    const config = readConfig({ DATABASE_URL: '', DATA_DIR: '.data/other', SEED_DEMO: '0' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(resolve(defaultDataDir, '../other'));
    expect(config.SEED_DEMO).toBe(false);
  });

  it('reads the lag that sheds load, 0 turning it off', () => {
    expect(readConfig({ LOAD_SHED_LAG_MS: '0' }).LOAD_SHED_LAG_MS).toBe(0);
    expect(readConfig({ LOAD_SHED_LAG_MS: '2500' }).LOAD_SHED_LAG_MS).toBe(2500);
    expect(() => readConfig({ LOAD_SHED_LAG_MS: '-1' })).toThrow(/LOAD_SHED_LAG_MS/);
  });

  it('rejects a bad port or database URL with a readable message', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('takes the payment gateway URL and secret together, never one alone', () => {
    const secret = 's'.repeat(32);
    expect(
      readConfig({ PAYMENT_GATEWAY_URL: 'https://pay.example', PAYMENT_GATEWAY_SECRET: secret }),
    ).toMatchObject({ PAYMENT_GATEWAY_URL: 'https://pay.example', PAYMENT_GATEWAY_SECRET: secret });
    expect(() => readConfig({ PAYMENT_GATEWAY_URL: 'https://pay.example' })).toThrow(
      /PAYMENT_GATEWAY_SECRET/,
    );
    expect(() => readConfig({ PAYMENT_GATEWAY_SECRET: secret })).toThrow(/together/);
    expect(() =>
      readConfig({ PAYMENT_GATEWAY_URL: 'https://pay.example', PAYMENT_GATEWAY_SECRET: 'short' }),
    ).toThrow(/32 characters/);
  });

  it("points e-mailed links at STOREFRONT_URL, else the storefront's PUBLIC_URL", () => {
    const both = { STOREFRONT_URL: 'https://a.example', PUBLIC_URL: 'https://b.example' };
    expect(loadConfig(both).STOREFRONT_URL).toBe('https://a.example');
    expect(loadConfig({ PUBLIC_URL: 'https://b.example' }).STOREFRONT_URL).toBe(
      'https://b.example',
    );
    expect(() => readConfig({ STOREFRONT_URL: 'javascript:alert(1)' })).toThrow(/STOREFRONT_URL/);
    expect(() => readConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
  });
});
