// @ts-check
// What the project asks of its toolchain, read from the root package.json so that `engines` and
// `packageManager` stay the one place the versions are written.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where Node and pnpm land when the machine's are too old; git-ignored, `rm -rf .tools` removes it. */
export const toolsDir = path.join(root, '.tools');

const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

/** The lowest Node the project runs on, from `engines.node` (">=24.7.0"). */
export const nodeMinimum = String(manifest.engines.node).replace(/^>=\s*/, '');
/** The exact pnpm of `packageManager` ("pnpm@10.34.9"). */
export const pnpmVersion = String(manifest.packageManager)
  .replace(/^pnpm@/, '')
  .replace(/\+.*$/, '');

/** @param {string} version */
function parts(version) {
  return version
    .replace(/^v/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);
}

/** @param {string} version */
export function majorOf(version) {
  return parts(version)[0] ?? 0;
}

/** True when `version` ("24.21.0" or "v24.21.0") is `minimum` or newer. */
export function atLeast(/** @type {string} */ version, /** @type {string} */ minimum) {
  const have = parts(version);
  const need = parts(minimum);
  for (let index = 0; index < need.length; index++) {
    const difference = (have[index] ?? 0) - (need[index] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return true;
}
