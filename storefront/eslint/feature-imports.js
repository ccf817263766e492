// @ts-check
import { relative, resolve, sep } from 'node:path';
import { importSources, isInside, resolveSpecifier } from '../../eslint/import-targets.js';

/**
 * Import rules inside the storefront app (docs/architecture.md, "Storefront"; decisions 025 and
 * 140), checked on the file an import names, so `./../x`, `../a/../x`, absolute paths, the
 * package name and dynamic `import()` are judged like `../x`.
 *
 * Features, lowest first. A feature may import the features before it, never one after it, and
 * never a route module or the root; the shared folders of app/ (api, request, middleware, i18n,
 * routing, session, ui, providers…) import no feature, no route and not the root. Route modules
 * and the files at the top of app/ (root.tsx, routes.ts, the entries) may import anything.
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

const rootModule = /^root(?:\.[cm]?[jt]sx?)?$/;

/**
 * Where a path sits in app/: a feature (by name), the route modules, the root module, another file
 * at the top, a shared folder, or outside app/.
 * @param {string} path @param {string} appDir
 * @returns {{ kind: 'feature', name: string } | { kind: 'routes' | 'root' | 'top' | 'shared' | 'outside' }}
 */
function placeOf(path, appDir) {
  if (!isInside(path, appDir)) return { kind: 'outside' };
  const [first = '', second, ...rest] = relative(appDir, path).split(sep);
  if (first === 'features' && second !== undefined) return { kind: 'feature', name: second };
  if (first === 'routes') return { kind: 'routes' };
  if (second === undefined && rest.length === 0) {
    return rootModule.test(first) ? { kind: 'root' } : { kind: 'top' };
  }
  return { kind: 'shared' };
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureImports = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Storefront features import one way; shared folders import no feature.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          appDir: { type: 'string' },
          order: { type: 'array', items: { type: 'string' } },
          aliases: { type: 'object', additionalProperties: { type: 'string' } },
        },
        required: ['appDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      later:
        'Feature "{{feature}}" may not import feature "{{target}}": the order is shared ← {{order}} (decision 025).',
      unlisted:
        'Feature "{{feature}}" is not in the feature order (storefront/eslint/feature-imports.js): place it there first.',
      upward: 'Features never import route modules or the root; the routes compose features.',
      shared:
        'Shared folders of the storefront (api, request, middleware, i18n, routing, session, ui, providers) import no feature, no route and not the root (decision 025).',
    },
  },
  create(context) {
    /** @type {{ appDir: string, order?: string[], aliases?: Record<string, string> }} */
    const options = context.options[0];
    const appDir = resolve(options.appDir);
    const order = options.order ?? featureOrder;
    const aliases = options.aliases ?? {};
    const filename = resolve(context.filename);
    const from = placeOf(filename, appDir);
    if (from.kind !== 'feature' && from.kind !== 'shared') return {};
    const feature = from.kind === 'feature' ? from.name : '';
    const rank = order.indexOf(feature);

    return importSources((node, source) => {
      const path = resolveSpecifier(source, filename, aliases);
      if (!path) return;
      const to = placeOf(path, appDir);
      if (!feature) {
        if (to.kind === 'feature' || to.kind === 'routes' || to.kind === 'root') {
          context.report({ node, messageId: 'shared' });
        }
      } else if (to.kind === 'routes' || to.kind === 'root') {
        context.report({ node, messageId: 'upward' });
      } else if (to.kind === 'feature' && to.name !== feature) {
        // A folder missing from the order would otherwise escape the rule both ways.
        const unlisted = [feature, to.name].find((name) => !order.includes(name));
        if (unlisted) {
          context.report({ node, messageId: 'unlisted', data: { feature: unlisted } });
        } else if (order.indexOf(to.name) > rank) {
          const data = { feature, target: to.name, order: order.join(' ← ') };
          context.report({ node, messageId: 'later', data });
        }
      }
    });
  },
};
