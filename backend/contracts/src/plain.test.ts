import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Every module `file` imports, itself included, following relative imports only. */
function moduleGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/(?:import|export)[^'"]*?from\s*'([^']+)'/g)) {
    if (specifier!.startsWith('.')) moduleGraph(path.resolve(path.dirname(file), specifier!), seen);
  }
  return seen;
}

describe('@vitrina/contracts/plain', () => {
  it('imports no zod and no schema module, so the browser bundle gets no schemas from it', () => {
    const graph = moduleGraph(fileURLToPath(new URL('./plain.ts', import.meta.url)));
    const names = [...graph].map((file) => path.basename(file));
    expect(names).toEqual(['plain.ts', 'catalog-constants.ts', 'image-urls.ts']);
    for (const file of graph) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/from\s*'zod'/);
    }
  });

  it('builds the same URLs as the schema side', async () => {
    const plain = await import('./plain.ts');
    const content = await import('./content/index.ts');
    expect(plain.buildImageUrl).toBe(content.buildImageUrl);
    expect(plain.catalogSorts).toBe(content.catalogSorts);
    expect(content.fileKeySchema.safeParse('a/../b.png').success).toBe(false);
    expect(plain.isFileKey('a/../b.png')).toBe(false);
    expect(plain.isFileKey('demo/products/kava-12.svg')).toBe(true);
  });
});
