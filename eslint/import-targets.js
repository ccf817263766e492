// @ts-check
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What the repository's own import rules share (backend/eslint/module-boundaries.js,
 * storefront/eslint/feature-imports.js): they judge the file an import names, not its text, so
 * `./../x`, `../a/../x`, an absolute path, a package name or a dynamic `import()` all count.
 */

/** Whether `child` is `parent` or lies under it. @param {string} child @param {string} parent */
export const isInside = (child, parent) => {
  const path = relative(parent, child);
  return path === '' || (!path.startsWith('..') && !isAbsolute(path));
};

/**
 * The path a specifier names (not necessarily an existing file: extensions stay as written), or
 * undefined for a package outside `aliases`, which maps a specifier prefix (a package name, a
 * `#imports` key) to the folder it stands for.
 * @param {string} specifier @param {string} fromFile @param {Record<string, string>} [aliases]
 * @returns {string | undefined}
 */
export function resolveSpecifier(specifier, fromFile, aliases = {}) {
  if (specifier.startsWith('file:')) return fileURLToPath(specifier);
  if (specifier.startsWith('.')) return resolve(dirname(fromFile), specifier);
  if (isAbsolute(specifier)) return resolve(specifier);
  for (const [prefix, folder] of Object.entries(aliases)) {
    const bare = prefix.replace(/[/*]+$/, '');
    if (specifier === bare) return resolve(folder);
    if (specifier.startsWith(`${bare}/`)) return resolve(folder, specifier.slice(bare.length + 1));
  }
  return undefined;
}

/**
 * The rule visitors that hand `check` every import source of a file: static imports (types too),
 * re-exports, and dynamic `import()` with a literal or a template without placeholders.
 * @param {(node: import('eslint').Rule.Node, source: string) => void} check
 * @returns {import('eslint').Rule.RuleListener}
 */
export function importSources(check) {
  /** @param {import('eslint').Rule.Node} node @param {unknown} source */
  const visit = (node, source) => {
    if (typeof source === 'string') check(node, source);
  };
  return {
    ImportDeclaration: (node) => visit(node, node.source.value),
    ExportNamedDeclaration: (node) => visit(node, node.source?.value),
    ExportAllDeclaration: (node) => visit(node, node.source.value),
    ImportExpression: (node) => {
      const { source } = node;
      if (source.type === 'Literal') visit(node, source.value);
      else if (source.type === 'TemplateLiteral' && source.expressions.length === 0)
        visit(node, source.quasis[0]?.value.cooked);
    },
  };
}
