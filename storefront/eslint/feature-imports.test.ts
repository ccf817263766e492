import { fileURLToPath } from 'node:url';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { featureImports } from './feature-imports.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// The rule judges paths, not files, so the real app folder serves and nothing need exist.
const storefrontDir = fileURLToPath(new URL('../', import.meta.url));
const appDir = `${storefrontDir}app`;
const options = [{ appDir, aliases: { '@vitrina/storefront': storefrontDir } }];
const cartFile = `${appDir}/features/cart/addToCart.server.ts`;
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' },
});

/** A line of `file` (the cart feature by default) that must be refused for `messageId`. */
const refused = (code: string, messageId = 'later', filename = cartFile) => ({
  code,
  filename,
  options,
  errors: [{ messageId }],
});

tester.run('feature-imports', featureImports, {
  valid: [
    // Inside the feature, the shared folders, packages.
    { code: "import { cartMessages } from './cartMessages.ts';" },
    { code: "import { getRequestContext } from '../../request/requestContext.server.ts';" },
    { code: "import { useLingui } from '@lingui/react/macro';" },
    { code: "import type { Cart } from '@vitrina/contracts/store';" },
    // Features to the left, by any spelling.
    {
      code: "import { CartLink } from '../cart/CartLink.tsx';",
      filename: `${appDir}/features/layout/SiteHeader.tsx`,
    },
    {
      code: "const box = await import('./../catalog/ProductBox.tsx');",
      filename: `${appDir}/features/product/ProductPage.tsx`,
    },
    {
      code: "export { ProductBox } from '../../../features/catalog/ProductBox.tsx';",
      filename: `${appDir}/features/search/sub/x.ts`,
    },
    // Routes and the files at the top of app/ compose anything.
    {
      code: "import { CartPage } from '../../features/checkout/CartPage.tsx';",
      filename: `${appDir}/routes/checkout/cart.tsx`,
    },
    {
      code: "import { SiteLayout } from './features/layout/SiteLayout.tsx';",
      filename: `${appDir}/root.tsx`,
    },
    // A shared folder importing another shared folder.
    { code: "import { locales } from '../i18n/locale.ts';", filename: `${appDir}/routing/x.ts` },
    // Outside app/ (the server, test helpers) the rule does not apply.
    {
      code: "import { x } from '../app/features/layout/x.ts';",
      filename: `${storefrontDir}server/x.ts`,
    },
    // A name that merely contains a feature's name is not that feature.
    { code: "import { x } from './product/x.ts';" },
  ].map((test) => ({ filename: cartFile, options, ...test })),
  invalid: [
    refused("import { ProductPage } from '../product/ProductPage.tsx';"),
    refused("import type { ProductPage } from '../product/ProductPage.tsx';"),
    refused("import { x } from './../product/x.ts';"),
    refused("import { x } from '../catalog/../product/x.ts';"),
    refused("import { x } from '../../features/checkout/x.ts';"),
    refused("import { x } from '../product';"),
    refused(`import { x } from '${appDir}/features/product/x.ts';`),
    refused(`import { x } from 'file://${appDir}/features/product/x.ts';`),
    refused("import { x } from '@vitrina/storefront/app/features/product/x.ts';"),
    refused("export { x } from '../product/x.ts';"),
    refused("export * from '../product/x.ts';"),
    refused("import '../product/styles.css.ts';"),
    refused("const page = await import('../product/ProductPage.tsx');"),
    refused('const page = await import(`../catalog/../product/ProductPage.tsx`);'),
    refused(
      "import { x } from '../../checkout/x.ts';",
      'later',
      `${appDir}/features/catalog/tiles/Tile.tsx`,
    ),
    refused("import { x } from '../wishlist/x.ts';", 'unlisted'),
    refused("import { x } from '../cart/x.ts';", 'unlisted', `${appDir}/features/wishlist/x.ts`),
    refused("import { loader } from '../../routes/product.tsx';", 'upward'),
    refused("import { Layout } from '../../root.tsx';", 'upward'),
    refused("const root = await import('../../root');", 'upward'),
    refused(
      "import { menuHref } from '../features/layout/menuHref.ts';",
      'shared',
      `${appDir}/routing/x.ts`,
    ),
    refused("import { x } from './../routes/home.tsx';", 'shared', `${appDir}/request/x.ts`),
    refused("const m = await import('../features/cart/x.ts');", 'shared', `${appDir}/ui/x.ts`),
  ],
});

describe("the repository's ESLint configuration", { timeout: 60_000 }, () => {
  it('refuses a wrong-way import in the real app, however spelled, and accepts the right way', async () => {
    const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../', import.meta.url)) });
    const lint = async (file: string, code: string) =>
      (await eslint.lintText(code, { filePath: `${appDir}/${file}` }))[0]?.messages.map(
        (message) => message.ruleId,
      );
    expect(
      await lint('features/cart/probe.ts', "export const page = import('./../product/x.ts');\n"),
    ).toEqual(['vitrina/feature-imports']);
    expect(
      await lint('features/layout/probe.ts', "export { CartLink } from '../cart/CartLink.tsx';\n"),
    ).toEqual([]);
  });
});
