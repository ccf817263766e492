import { fileURLToPath } from 'node:url';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { moduleBoundaries } from './module-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const fixtures = fileURLToPath(new URL('fixtures/', import.meta.url));
const modulesDir = `${fixtures}modules`;
const options = [
  {
    modulesDir,
    httpDir: `${fixtures}http`,
    aliases: { '@vitrina/backend': fixtures, '#modules/*': `${modulesDir}/` },
  },
];
const cartService = `${modulesDir}/cart/carts/carts.service.ts`;
const repository = '../../catalog/products/products.repository.ts';
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' },
});

/** A cart service line that must be refused for `messageId`. */
const refused = (code: string, messageId = 'repository') => ({
  code,
  filename: cartService,
  options,
  errors: [{ messageId }],
});

tester.run('module-boundaries', moduleBoundaries, {
  valid: [
    { code: "import { findProducts } from '../../catalog/products/products.service.ts';" },
    { code: "import { formatPrice } from '../../catalog/products/format.ts';" },
    { code: "import { sql } from 'drizzle-orm';" },
    { code: "import { bind } from '../../../http/bind.ts';", filename: carts('carts.routes.ts') },
    { code: "import { bind } from '../../../http/bind.ts';", filename: carts('carts.test.ts') },
    {
      code: "import { selectProducts } from './products.repository.ts';",
      filename: `${modulesDir}/catalog/products/products.service.ts`,
    },
    {
      // A sub-folder of a module belongs to it.
      code: "import type { ProductRow } from '../products.repository.ts';",
      filename: `${modulesDir}/catalog/products/sql/lists.ts`,
    },
    {
      // Outside modules/ (benchmarks, the seed) the rule does not apply.
      code: `import { selectProducts } from './modules/catalog/products/products.repository.ts';`,
      filename: `${fixtures}bench.ts`,
    },
  ].map((test) => ({ filename: cartService, options, ...test })),
  invalid: [
    refused(`import { selectProducts } from '${repository}';`),
    refused(`import type { ProductRow } from '${repository}';`),
    refused("import { selectProducts } from '../../catalog/products/products.repository';"),
    refused(
      "import { selectProducts } from '../../cart/../catalog/products/./products.repository.ts';",
    ),
    refused(
      `import { selectProducts } from '${modulesDir}/catalog/products/products.repository.ts';`,
    ),
    refused("import { selectProducts } from '#modules/catalog/products/products.repository.ts';"),
    refused(
      "import { selectProducts } from '@vitrina/backend/modules/catalog/products/products.repository.ts';",
    ),
    refused(`export { selectProducts } from '${repository}';`),
    refused(`export * from '${repository}';`),
    refused(`const repo = await import('${repository}');`),
    refused('const repo = await import(`' + repository + '`);'),
    refused("import { priceOf } from '../../catalog/products/pricing.ts';", 'through'),
    refused("import { deepPrice } from '../../catalog/products/deep.ts';", 'through'),
    refused("import { bind } from '../../../http/bind.ts';", 'http'),
  ],
});

function carts(file: string) {
  return `${modulesDir}/cart/carts/${file}`;
}

describe("the repository's ESLint configuration", () => {
  it('refuses a real module reaching the products repository, and accepts its service', async () => {
    const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../', import.meta.url)) });
    const filePath = fileURLToPath(
      new URL('../src/modules/cart/order-gifts/probe.ts', import.meta.url),
    );
    const lint = async (code: string) =>
      (await eslint.lintText(code, { filePath }))[0]?.messages.map((message) => message.ruleId);
    expect(
      await lint(
        "export { selectProducts } from '../../catalog/products/products.repository.ts';\n",
      ),
    ).toEqual(['vitrina/module-boundaries']);
    expect(
      await lint("export { findProducts } from '../../catalog/products/products.service.ts';\n"),
    ).toEqual([]);
  });
});
