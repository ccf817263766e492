// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
];
const forbid = (allowed, { typeOnly = [], allowedNames = {}, patterns = [] } = {}) => ({
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
        ...patterns,
      ],
    },
  ],
});

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
      typeOnly: ['@vitrina/contracts'],
      // The one image and file URL builder, shared with the back end (decision 011).
      allowedNames: { '@vitrina/contracts': ['buildImageUrl', 'buildFileUrl'] },
    }),
  },
  {
    files: ['storefront/**'],
    rules: forbid(['@vitrina/design-system', '@vitrina/cms-blocks', '@vitrina/contracts']),
  },
  { files: ['stories/**'], rules: forbid(['@vitrina/design-system', '@vitrina/cms-blocks']) },
  { files: ['tests/**'], rules: forbid([]) },
  { files: ['backend/contracts/**'], rules: forbid([]) },
  {
    files: ['backend/**'],
    ignores: ['backend/contracts/**'],
    rules: forbid(['@vitrina/contracts'], {
      patterns: [
        {
          // A module's own repository is `./x.repository.ts`; another module's is one level up.
          group: ['../*/*.repository', '../*/*.repository.ts'],
          message:
            "A module calls another module's service, never its repository (architecture.md, Back end).",
        },
      ],
    }),
  },
);
