import { describe, expect, it } from 'vitest';
import { envOverrideCookie, parseEnvOverrides } from './envOverrides.ts';
import { parseFeatureFlags } from './featureFlags.ts';

const choices = { backends: ['staging'] };
const cookieOf = (value: unknown) =>
  `vitrina-env-override=${encodeURIComponent(JSON.stringify(value))}`;

describe('parseEnvOverrides', () => {
  it('keeps a known theme, a listed back end and known flags', () => {
    expect(
      parseEnvOverrides(
        cookieOf({ theme: 'boca', backend: 'staging', flags: { compare: true, wishList: false } }),
        choices,
      ),
    ).toEqual({ theme: 'boca', backend: 'staging', flags: { compare: true, wishList: false } });
  });

  it('drops a back end given as an address or not listed: no URL ever comes from the browser', () => {
    for (const backend of ['http://169.254.169.254/latest', 'http://127.0.0.1:22', 'production']) {
      expect(parseEnvOverrides(cookieOf({ backend }), choices)).toBeNull();
    }
  });

  it('drops odd theme names, unknown flags, and anything that is not the expected JSON', () => {
    expect(
      parseEnvOverrides(cookieOf({ theme: '</style>', flags: { admin: true } }), choices),
    ).toBeNull();
    expect(parseEnvOverrides(cookieOf({ flags: { compare: 'yes' } }), choices)).toBeNull();
    expect(parseEnvOverrides('vitrina-env-override=%7Bnot-json', choices)).toBeNull();
    expect(parseEnvOverrides(null, choices)).toBeNull();
  });
});

describe('envOverrideCookie', () => {
  it('round-trips through the parser, and clears with an empty value', () => {
    const cookie = envOverrideCookie({ theme: 'base' });
    expect(parseEnvOverrides(cookie.split(';')[0] ?? '', choices)).toEqual({ theme: 'base' });
    expect(envOverrideCookie(null)).toContain('Max-Age=0');
  });
});

describe('parseFeatureFlags', () => {
  it('starts from the spec defaults and applies name and -name', () => {
    expect(parseFeatureFlags(undefined)).toMatchObject({ compare: false, alternateLinks: true });
    expect(parseFeatureFlags('compare, -alternateLinks, bogus')).toMatchObject({
      compare: true,
      alternateLinks: false,
      wishList: false,
    });
  });
});
