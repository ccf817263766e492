import { describe, expect, it } from 'vitest';
import { dropForwardedHeaders, proxyTrust } from './trustedProxy.ts';

describe('proxyTrust', () => {
  it('trusts nobody without a setting', () => {
    const trusted = proxyTrust(undefined);
    expect(trusted('127.0.0.1')).toBe(false);
    expect(trusted(undefined)).toBe(false);
  });

  it('trusts the listed addresses and ranges, IPv4 peers on dual-stack sockets included', () => {
    const trusted = proxyTrust(' 127.0.0.1, 10.0.0.0/8 ,::1');
    expect(trusted('127.0.0.1')).toBe(true);
    expect(trusted('::ffff:127.0.0.1')).toBe(true);
    expect(trusted('10.20.30.40')).toBe(true);
    expect(trusted('::1')).toBe(true);
    expect(trusted('11.0.0.1')).toBe(false);
    expect(trusted('192.168.1.1')).toBe(false);
    expect(trusted('not-an-address')).toBe(false);
  });

  it('refuses a setting it cannot read', () => {
    expect(() => proxyTrust('proxy.local')).toThrow(/TRUST_PROXY/);
    expect(() => proxyTrust('10.0.0.0/x')).toThrow(/TRUST_PROXY/);
  });
});

describe('dropForwardedHeaders', () => {
  it('removes the forwarded headers and keeps the rest', () => {
    const headers = {
      host: 'shop.example',
      forwarded: 'proto=https',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-for': '1.2.3.4',
      cookie: 'a=1',
    };
    dropForwardedHeaders(headers);
    expect(headers).toEqual({ host: 'shop.example', cookie: 'a=1' });
  });
});
