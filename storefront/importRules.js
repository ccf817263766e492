// @ts-check
/**
 * Import rules inside the storefront app (docs/architecture.md, "Storefront";
 * docs/decisions/025-storefront-feature-order.md), enforced by the root eslint.config.js.
 *
 * Features, lowest first. A feature may import the features before it, never one after it, and
 * never a route module or the root; the shared folders of app/ (api, request, middleware, i18n,
 * routing, session, ui, providers) import no feature at all. Route modules and root.tsx sit on
 * top and may import anything.
 */
export const featureOrder = [
  'cart',
  'catalog',
  'content',
  'product',
  'search',
  'account',
  'checkout',
  'layout',
];

const app = 'storefront/app';

/** An import path that climbs out of its folder into one of `folders` (`../x/…`, `../../x`). */
const climbingInto = (/** @type {string[]} */ folders) =>
  `^(?:\\.\\./)+(?:features/)?(?:${folders.join('|')})(?:/|$)`;

const upward = {
  regex: '^(?:\\.\\./)+(?:routes/|root(?:\\.tsx)?$)',
  message: 'Features never import route modules or the root; the routes compose features.',
};

/**
 * One entry per zone: the files it covers and the `no-restricted-imports` patterns that apply
 * there, on top of the package boundaries.
 * @type {{ files: string[]; ignores: string[]; patterns: { regex: string; message: string }[] }[]}
 */
export const storefrontImportZones = [
  ...featureOrder.map((feature, index) => {
    const later = featureOrder.slice(index + 1);
    return {
      files: [`${app}/features/${feature}/**`],
      ignores: [],
      patterns: [
        ...(later.length
          ? [
              {
                regex: climbingInto(later),
                message: `Feature "${feature}" may not import ${later.join(', ')}: the order is shared ← ${featureOrder.join(' ← ')} (decision 025).`,
              },
            ]
          : []),
        upward,
      ],
    };
  }),
  {
    files: [`${app}/**`],
    ignores: [`${app}/features/**`, `${app}/routes/**`, `${app}/*.ts`, `${app}/*.tsx`],
    patterns: [
      {
        regex: '(?:^|/)(?:features|routes)/',
        message:
          'Shared folders of the storefront (api, request, middleware, i18n, routing, session, ui, providers) import no feature and no route (decision 025).',
      },
    ],
  },
];
