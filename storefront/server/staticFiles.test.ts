import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveStaticPath, staticCacheControl } from './staticFiles.ts';

const root = path.resolve('/srv/build/client');

describe('resolveStaticPath', () => {
  it('maps URL paths to files under the root', () => {
    expect(resolveStaticPath(root, '/assets/root-abc.js')).toBe(`${root}/assets/root-abc.js`);
    expect(resolveStaticPath(root, '/favicon.ico')).toBe(`${root}/favicon.ico`);
  });

  it('refuses traversal, dot-files and broken escapes', () => {
    expect(resolveStaticPath(root, '/../server/index.js')).toBeNull();
    expect(resolveStaticPath(root, '/assets/%2e%2e/%2e%2e/secret')).toBeNull();
    expect(resolveStaticPath(root, '/.vite/manifest.json')).toBeNull();
    expect(resolveStaticPath(root, '/%E0%A4%A')).toBeNull();
    expect(resolveStaticPath(root, '/')).toBeNull();
  });
});

describe('staticCacheControl', () => {
  it('makes hashed assets immutable and others short-lived', () => {
    expect(staticCacheControl('/assets/root-abc.js')).toBe('public, max-age=31536000, immutable');
    expect(staticCacheControl('/favicon.ico')).toBe('public, max-age=3600');
  });
});
