import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: repoRoot });

/** The messages of `no-restricted-imports` for one import line in a file at `file` (under app/). */
async function restrictions(file: string, source: string): Promise<string[]> {
  const code = `import { x } from '${source}';\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, {
    filePath: path.join(repoRoot, 'storefront/app', file),
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('storefront import rules (the repo ESLint config)', { timeout: 60_000 }, () => {
  it('rejects a feature importing a later feature, from any depth', async () => {
    expect(await restrictions('features/cart/addToCart.ts', '../checkout/order.ts')).toEqual([
      expect.stringContaining('Feature "cart" may not import'),
    ]);
    expect(
      await restrictions('features/catalog/tiles/Tile.tsx', '../../checkout/x.ts'),
    ).toHaveLength(1);
    expect(await restrictions('features/search/x.ts', '../../features/account/x.ts')).toHaveLength(
      1,
    );
  });

  it('lets a feature import the features before it and the shared folders', async () => {
    expect(await restrictions('features/layout/SiteHeader.tsx', '../cart/CartLink.tsx')).toEqual(
      [],
    );
    expect(await restrictions('features/checkout/x.ts', '../../ui/PageShell.tsx')).toEqual([]);
    expect(await restrictions('features/product/x.ts', './product.queries.ts')).toEqual([]);
  });

  it('keeps features away from route modules and the root', async () => {
    expect(await restrictions('features/content/x.ts', '../../routes/home.tsx')).toHaveLength(1);
    expect(await restrictions('features/layout/x.ts', '../../root.tsx')).toHaveLength(1);
  });

  it('keeps shared folders free of features and routes', async () => {
    expect(await restrictions('routing/x.ts', '../features/layout/menuHref.ts')).toHaveLength(1);
    expect(await restrictions('request/x.ts', '../routes/home.tsx')).toHaveLength(1);
    expect(await restrictions('routing/x.ts', '../i18n/locale.ts')).toEqual([]);
  });

  it('lets route modules compose any feature', async () => {
    expect(await restrictions('routes/x.tsx', '../features/checkout/x.ts')).toEqual([]);
  });
});
