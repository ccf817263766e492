import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir, readConfig } from './config.ts';

describe('readConfig', () => {
  it('defaults to PGlite under <repo>/.data/pglite on 127.0.0.1:4000, seeding', () => {
    expect(readConfig({})).toEqual({
      PORT: 4000,
      HOST: '127.0.0.1',
      DATA_DIR: defaultDataDir,
      LOG_LEVEL: 'info',
      SEED_DEMO: true,
      MAIL_FROM: 'Vitrina <shop@vitrina.localhost>',
      STOREFRONT_URL: 'http://127.0.0.1:3000',
    });
    expect(defaultDataDir.endsWith(`${resolve('/', '.data/pglite')}`)).toBe(true);
  });

  it('treats empty variables as unset and resolves DATA_DIR from the repo root', () => {
    const config = readConfig({ DATABASE_URL: '', DATA_DIR: '.data/other', SEED_DEMO: '0' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(resolve(defaultDataDir, '../other'));
    expect(config.SEED_DEMO).toBe(false);
  });

  it('rejects a bad port or database URL with a readable message', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
