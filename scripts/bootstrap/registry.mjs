// @ts-check
import { BootstrapError, explain } from './failure.mjs';
import { pnpmVersion, root } from './project.mjs';
import { run } from './run.mjs';

/**
 * Asks the registry for one small document before a long install, so that an unreachable registry
 * is told in seconds instead of after npm's minutes of retries. npm, not fetch: it honours the
 * user's registry and proxy settings.
 * @param {string} task
 */
export async function probeRegistry(task) {
  const { code, output } = await npm([
    'view',
    `pnpm@${pnpmVersion}`,
    'version',
    '--fetch-retries=0',
    '--fetch-timeout=20000',
  ]);
  const found = code === 0 ? undefined : explain(task, output);
  // Only a network failure stops here; anything else is for the install itself to report.
  if (found?.cause === 'registry unreachable') throw new BootstrapError(found.line);
}

/**
 * The machine's npm, quiet but for errors.
 * @param {string[]} args
 */
export function npm(args) {
  return run('npm', [...args, '--loglevel=error'], { cwd: root, env: process.env });
}
