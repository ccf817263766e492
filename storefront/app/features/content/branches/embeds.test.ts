import { describe, expect, it } from 'vitest';
import { allowedEmbedUrl, parseHostList } from './embeds.ts';

const hosts = ['www.google.com', 'example.com'];

describe('allowedEmbedUrl', () => {
  it('keeps an HTTPS address on an allowed host', () => {
    expect(allowedEmbedUrl('https://example.com/360/store-1', hosts)).toBe(
      'https://example.com/360/store-1',
    );
  });

  it('takes only the src of a pasted iframe snippet', () => {
    const snippet =
      '<iframe src="https://www.google.com/maps/embed?pb=1&amp;x=2" onload="alert(1)"></iframe>';
    expect(allowedEmbedUrl(snippet, hosts)).toBe('https://www.google.com/maps/embed?pb=1&x=2');
  });

  it('refuses other hosts, look-alike hosts, plain HTTP and other schemes', () => {
    expect(allowedEmbedUrl('https://evil.example/360', hosts)).toBeNull();
    expect(allowedEmbedUrl('https://example.com.evil.test/360', hosts)).toBeNull();
    expect(allowedEmbedUrl('https://example.com@evil.test/', hosts)).toBeNull();
    expect(allowedEmbedUrl('http://example.com/360', hosts)).toBeNull();
    expect(allowedEmbedUrl('javascript:alert(1)', hosts)).toBeNull();
    expect(
      allowedEmbedUrl('<iframe srcdoc="<script>alert(1)</script>"></iframe>', hosts),
    ).toBeNull();
    expect(allowedEmbedUrl(null, hosts)).toBeNull();
  });

  it('refuses everything with an empty allowlist', () => {
    expect(allowedEmbedUrl('https://example.com/360', [])).toBeNull();
  });
});

describe('parseHostList', () => {
  it('splits, trims and drops entries that are not host names', () => {
    expect(parseHostList(' WWW.Google.com , example.com,,https://x.test/ ')).toEqual([
      'www.google.com',
      'example.com',
    ]);
    expect(parseHostList(undefined)).toEqual([]);
  });
});
