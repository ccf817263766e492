// @ts-check
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BootstrapError, explain } from './failure.mjs';
import { root } from './project.mjs';
import { run } from './run.mjs';
import { probeRegistry } from './registry.mjs';

/**
 * `pnpm install`, unless pnpm itself ran us on installed dependencies: its users run
 * `pnpm install && pnpm start` as before, while `npm start` and `npm test` install every time
 * (seconds when nothing changed), so that a `git pull` needs no extra step.
 * @param {import('./toolchain.mjs').Toolchain} tools
 */
export async function installDependencies(tools) {
  const installed = existsSync(path.join(root, 'node_modules', '.modules.yaml'));
  const byPnpm = /^pnpm\//.test(process.env.npm_config_user_agent ?? '');
  if (installed && byPnpm) return;

  const task = 'Installing the dependencies with pnpm';
  if (!installed) await probeRegistry(task);
  const env = { ...process.env };
  tools.prepare(env);
  // Piped to read the cause of a failure, so pnpm is told to keep its terminal display and colours.
  const reporter = process.stdout.isTTY ? ['--reporter=default'] : [];
  if (process.stdout.isTTY) env.FORCE_COLOR ??= '1';
  const { code, output } = await run(tools.pnpm, ['install', ...reporter], {
    cwd: root,
    env,
    echo: true,
  });
  if (code !== 0) {
    throw new BootstrapError(
      explain(task, output)?.line ?? `${task} failed; see its output above.`,
    );
  }
}
