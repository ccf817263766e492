// @ts-check
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, relative, resolve, sep } from 'node:path';
import { importSources, isInside, resolveSpecifier } from '../../eslint/import-targets.js';

/**
 * The back end's module boundaries (architecture.md, "Back end"; docs/decisions/013), checked on
 * the resolved file rather than on the import text, so no spelling of a path gets through:
 *
 * - A module's repository belongs to its module. Another module reaches its data through its
 *   service, never through its repository, nor through a helper file of that module that reads the
 *   repository (the service is the one door).
 * - Inside `modules/`, only route files and tests import from `http/`: services and repositories
 *   take what they need from `core/` (request context, errors, transactions).
 *
 * A module is the folder holding the file; a file in a sub-folder belongs to the module above it.
 */

const repositoryFile = /\.repository(\.[cm]?[jt]s)?$/;
const serviceFile = /\.service(\.[cm]?[jt]s)?$/;
const httpAllowedFile = /\.routes\.[cm]?[jt]s$|\.test\.[cm]?[jt]sx?$|test-helpers\.[cm]?[jt]s$/;
const extensions = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.js'];
/** Specifiers in a file: static imports and re-exports, side-effect imports, dynamic imports. */
const specifierPattern =
  /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g;

/**
 * @typedef {{ modulesDir: string, httpDir?: string, aliases?: Record<string, string> }} Options
 * `aliases` maps a specifier prefix (a package name, a `#imports` key) to the folder it stands for.
 */

/** @param {string} path */
const existing = (path) => extensions.map((ext) => path + ext).find((file) => existsSync(file));

/** Keyed by path and modification time, so an editor's long-lived ESLint sees edits. */
/** @type {Map<string, string[]>} */
const specifiersCache = new Map();
/** @param {string} file */
function specifiersOf(file) {
  const key = `${file}:${statSync(file).mtimeMs}`;
  let found = specifiersCache.get(key);
  if (!found) {
    const text = readFileSync(file, 'utf8');
    found = [...text.matchAll(specifierPattern)].flatMap((match) => match[1] ?? match[2] ?? []);
    specifiersCache.set(key, found);
  }
  return found;
}

/**
 * The repository a non-service file of a module reads, following that module's own helper files
 * (a service stops the search: it is the door other modules are meant to use).
 * @param {string} file @param {string} moduleDir @param {Record<string, string>} aliases
 * @param {Set<string>} seen
 * @returns {string | undefined}
 */
function repositoryReachedBy(file, moduleDir, aliases, seen = new Set()) {
  const path = existing(file);
  if (!path || seen.has(path)) return undefined;
  seen.add(path);
  for (const specifier of specifiersOf(path)) {
    const target = resolveSpecifier(specifier, path, aliases);
    if (!target || !isInside(target, moduleDir)) continue;
    if (repositoryFile.test(target)) return target;
    if (serviceFile.test(target)) continue;
    const deeper = repositoryReachedBy(target, moduleDir, aliases, seen);
    if (deeper) return deeper;
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: "A module never reaches another module's repository; services use core/.",
    },
    schema: [
      {
        type: 'object',
        properties: {
          modulesDir: { type: 'string' },
          httpDir: { type: 'string' },
          aliases: { type: 'object', additionalProperties: { type: 'string' } },
        },
        required: ['modulesDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      repository:
        "{{owner}}'s repository belongs to {{owner}}: call {{owner}}'s service instead (architecture.md, Back end).",
      through:
        "{{file}} reads {{owner}}'s repository ({{repository}}): call {{owner}}'s service instead (architecture.md, Back end).",
      http: 'Only route files import from http/; services and repositories take the request context, errors and transactions from core/.',
    },
  },
  create(context) {
    const /** @type {Options} */ options = context.options[0];
    const modulesDir = resolve(options.modulesDir);
    const aliases = options.aliases ?? {};
    const filename = resolve(context.filename);
    if (!isInside(filename, modulesDir)) return {};
    const mayUseHttp = httpAllowedFile.test(filename);
    const name = (/** @type {string} */ dir) => relative(modulesDir, dir).split(sep).join('/');

    /** @param {import('eslint').Rule.Node} node @param {string} source */
    function check(node, source) {
      const target = resolveSpecifier(source, filename, aliases);
      if (!target) return;
      if (options.httpDir && !mayUseHttp && isInside(target, resolve(options.httpDir))) {
        context.report({ node, messageId: 'http' });
        return;
      }
      if (!isInside(target, modulesDir)) return;
      const owner = dirname(target);
      if (isInside(filename, owner)) return;
      if (repositoryFile.test(target)) {
        context.report({ node, messageId: 'repository', data: { owner: name(owner) } });
      } else if (!serviceFile.test(target)) {
        const repository = repositoryReachedBy(target, owner, aliases);
        if (repository) {
          const data = {
            owner: name(owner),
            file: basename(target),
            repository: basename(repository),
          };
          context.report({ node, messageId: 'through', data });
        }
      }
    }

    return importSources(check);
  },
};
