import { describe, expect, it } from 'vitest';
import { safeImageSrc, safeUrl } from './safeUrl.ts';

describe('safeUrl', () => {
  it.each([
    'https://example.com/a?b=1#c',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'mailto:shop@example.com',
    'tel:+420123456789',
    'sms:+420123456789',
    'geo:50.08,14.42',
    'market://details?id=cz.example',
    '/kontakt',
    '/en/contact?x=javascript:1',
    './relative',
    '../up',
    'page.html',
    '#section-2',
    '?page=2',
  ])('allows %s', (href) => {
    expect(safeUrl(href)).toBe(href);
  });

  it('trims surrounding spaces', () => {
    expect(safeUrl('  /kontakt ')).toBe('/kontakt');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    ' \tjavascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'java\u200Bscript:alert(1)',
    '\uFEFFjavascript:alert(1)',
    'javascript&colon;alert(1)',
    'javascript&#58;alert(1)',
    'javascript&#x3A;alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    'javascript%3Aalert(1)',
    '%6Aavascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    'ｊavascript:alert(1)',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '',
    '   ',
  ])('rejects %j', (href) => {
    expect(safeUrl(href)).toBeNull();
  });

  it.each([undefined, null, 42, {}, ['https://example.com']])('rejects non-strings (%j)', (v) => {
    expect(safeUrl(v)).toBeNull();
  });
});

describe('safeImageSrc', () => {
  it('allows safe URLs and inline base64 raster images', () => {
    expect(safeImageSrc('/images/a.jpg?w=10')).toBe('/images/a.jpg?w=10');
    expect(safeImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
  });

  it.each([
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/png;base64,AAAA"onerror="alert(1)',
    ' data:image/png;base64,AAAA',
    'javascript:alert(1)',
  ])('rejects %j', (src) => {
    expect(safeImageSrc(src)).toBeNull();
  });
});
