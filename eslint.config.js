// @ts-check
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { moduleBoundaries } from './backend/eslint/module-boundaries.js';
import { featureImports } from './storefront/eslint/feature-imports.js';

/**
 * Import boundaries of architecture.md ("Layout and boundaries"): each package may import only the
 * packages listed for it. Declared dependencies come first; these rules catch the rest.
 */
const ours = [
  '@vitrina/design-system',
  '@vitrina/cms-blocks',
  '@vitrina/storefront',
  '@vitrina/stories',
  '@vitrina/tests',
  '@vitrina/backend',
  '@vitrina/contracts',
  '@vitrina/contracts/store',
  '@vitrina/contracts/content',
];
const contracts = ['@vitrina/contracts', '@vitrina/contracts/store', '@vitrina/contracts/content'];
const forbid = (allowed, { typeOnly = [], allowedNames = {} } = {}) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: [
        ...ours
          .filter((name) => !allowed.includes(name) && !typeOnly.includes(name))
          .map((name) => ({
            name,
            message:
              'This import crosses a package boundary (architecture.md, "Layout and boundaries").',
          })),
        ...typeOnly.map((name) => ({
          name,
          allowTypeImports: true,
          ...(allowedNames[name] ? { allowImportNames: allowedNames[name] } : {}),
          message: 'Only types (and the named pure helpers) may come from here.',
        })),
      ],
      patterns: [
        {
          group: ['../../*/src/*', '../../../*/src/*'],
          message: 'Import other packages by name, not by path.',
        },
      ],
    },
  ],
});

const backendDir = fileURLToPath(new URL('backend/', import.meta.url));
/** Every name a back-end file could be imported by besides a relative path: the package, `#imports`. */
function backendAliases() {
  const manifest = JSON.parse(readFileSync(`${backendDir}package.json`, 'utf8'));
  const imports = Object.entries(manifest.imports ?? {}).flatMap(([key, target]) =>
    typeof target === 'string' ? [[key, resolve(backendDir, target.replace(/\*$/, ''))]] : [],
  );
  return Object.fromEntries([[manifest.name, backendDir], ...imports]);
}

const storefrontPackages = ['@vitrina/design-system', '@vitrina/cms-blocks', ...contracts];
const storefrontDir = fileURLToPath(new URL('storefront/', import.meta.url));

/** The repository's own rules, which judge the file an import names (eslint/import-targets.js). */
const vitrina = {
  rules: { 'module-boundaries': moduleBoundaries, 'feature-imports': featureImports },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      '**/storybook-static/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.data/**',
      '.tools/**',
      '**/locales/**/*.ts',
      '**/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['design-system/**'], rules: forbid([]) },
  {
    files: ['cms-blocks/**'],
    rules: forbid(['@vitrina/design-system'], {
      typeOnly: ['@vitrina/contracts', '@vitrina/contracts/content'],
      allowedNames: {
        '@vitrina/contracts/content': [
          // The one image and file URL builder, shared with the back end (decision 011).
          'buildImageUrl',
          'buildFileUrl',
          // The content vocabulary and its schemas, which the renderers and the playground check.
          'contentBlockListSchema',
          'contentBlockTypes',
          'richTextDocSchema',
          'richTextMarkTypes',
          'richTextNodeTypes',
        ],
      },
    }),
  },
  {
    files: ['storefront/**'],
    plugins: { vitrina },
    rules: {
      ...forbid(storefrontPackages),
      // Feature folders import one way only (decisions 025 and 140).
      'vitrina/feature-imports': [
        'error',
        { appDir: `${storefrontDir}app`, aliases: { '@vitrina/storefront': storefrontDir } },
      ],
    },
  },
  { files: ['stories/**'], rules: forbid(['@vitrina/design-system', '@vitrina/cms-blocks']) },
  { files: ['tests/**'], rules: forbid([]) },
  { files: ['backend/contracts/**'], rules: forbid([]) },
  {
    files: ['backend/**'],
    ignores: ['backend/contracts/**'],
    plugins: { vitrina },
    rules: {
      ...forbid(contracts),
      'vitrina/module-boundaries': [
        'error',
        {
          modulesDir: `${backendDir}src/modules`,
          httpDir: `${backendDir}src/http`,
          aliases: backendAliases(),
        },
      ],
    },
  },
);
