import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders, tileImageSource } from './securityHeaders.ts';

describe('securityHeaders', () => {
  it('sets the browser protections on every response', () => {
    const headers = securityHeaders({ https: false, production: true });
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers).not.toHaveProperty('Strict-Transport-Security');
  });

  it('asks for HTTPS only in production over HTTPS', () => {
    expect(securityHeaders({ https: true, production: true })['Strict-Transport-Security']).toMatch(
      /^max-age=\d{7,}/,
    );
    expect(securityHeaders({ https: true, production: false })).not.toHaveProperty(
      'Strict-Transport-Security',
    );
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({
    nonce: 'abc123',
    imageOrigins: ['https://cdn.example'],
    development: false,
  });
  const directive = (name: string) =>
    policy
      .split('; ')
      .find((part) => part.startsWith(`${name} `))
      ?.slice(name.length + 1);

  it('runs only scripts with the nonce and what they load', () => {
    expect(directive('script-src')).toBe("'nonce-abc123' 'strict-dynamic' 'self'");
    expect(directive('script-src')).not.toContain('unsafe');
  });

  it('closes plugins, base URLs, framing and foreign form targets', () => {
    expect(directive('object-src')).toBe("'none'");
    expect(directive('base-uri')).toBe("'none'");
    expect(directive('frame-ancestors')).toBe("'none'");
    expect(directive('form-action')).toBe("'self'");
  });

  it('takes styles from files only, images also from the image origin', () => {
    expect(directive('style-src')).toBe("'self'");
    expect(directive('img-src')).toBe("'self' data: https://cdn.example");
  });

  it("relaxes styles and connections for Vite's dev server only", () => {
    const dev = contentSecurityPolicy({ nonce: 'n', imageOrigins: [], development: true });
    expect(dev).toContain("style-src 'self' 'unsafe-inline'");
    expect(dev).toContain("connect-src 'self' ws: wss:");
  });
});

describe('frames and map tiles', () => {
  it('allows frames only from the listed origins, and none without a list', () => {
    const withFrames = contentSecurityPolicy({
      nonce: 'n',
      imageOrigins: [],
      frameOrigins: ['https://www.google.com'],
      development: false,
    });
    expect(withFrames).toContain('frame-src https://www.google.com;');
    expect(
      contentSecurityPolicy({ nonce: 'n', imageOrigins: [], development: false }),
    ).not.toContain('frame-src');
  });

  it('turns a tile URL template into an img-src source', () => {
    expect(tileImageSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileImageSource('https://{s}.tiles.example:8443/{z}/{x}/{y}.png')).toBe(
      'https://*.tiles.example:8443',
    );
    expect(tileImageSource('javascript:alert(1)//{z}')).toBeNull();
    expect(tileImageSource('not a url')).toBeNull();
  });
});
