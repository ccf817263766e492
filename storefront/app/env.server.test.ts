import { describe, expect, it } from 'vitest';
import { parseBackendList } from './env.server.ts';

describe('parseBackendList', () => {
  it('reads named pairs of store and content URLs', () => {
    expect(
      parseBackendList(
        'staging=https://api.example|https://api.example/content, local=http://127.0.0.1:4000|http://127.0.0.1:4000/content',
      ),
    ).toEqual({
      staging: { store: 'https://api.example', content: 'https://api.example/content' },
      local: { store: 'http://127.0.0.1:4000', content: 'http://127.0.0.1:4000/content' },
    });
  });

  it('leaves out entries without both http(s) URLs or with an odd name', () => {
    expect(
      parseBackendList('a=file:///etc/passwd|https://x, b=https://x, c d=https://x|https://y'),
    ).toEqual({});
    expect(parseBackendList(undefined)).toEqual({});
  });
});
