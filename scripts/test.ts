// The one test command (README, .ci/run): lint, types, unit and integration tests, the Storybook
// build, the storefront build and the end-to-end suite in the system Chromium. Every step runs even
// when an earlier one fails, so one run shows everything that is red; the exit code says if any was.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '../tests/chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Step {
  name: string;
  command: string;
  args: string[];
  /** Runs in the system Chromium, which no install step can bring without root. */
  browser?: boolean;
}

const steps: Step[] = [
  {
    name: 'format',
    command: 'pnpm',
    args: ['exec', 'prettier', '--check', '--log-level', 'warn', '.'],
  },
  { name: 'lint', command: 'pnpm', args: ['exec', 'eslint', '--max-warnings', '0', '.'] },
  { name: 'typecheck', command: 'pnpm', args: ['run', 'typecheck'] },
  { name: 'unit and integration (vitest)', command: 'pnpm', args: ['exec', 'vitest', 'run'] },
  {
    name: 'bootstrap of the README commands (node --test)',
    command: 'node',
    args: ['--test', 'scripts/bootstrap/*.test.mjs'],
  },
  {
    name: 'storybook build',
    command: 'pnpm',
    args: ['--filter', '@vitrina/stories', 'run', 'build'],
  },
  {
    name: 'stories: play, axe, screenshots (playwright)',
    command: 'pnpm',
    args: ['--filter', '@vitrina/tests', 'run', 'stories'],
    browser: true,
  },
  {
    name: 'storefront build',
    command: 'pnpm',
    args: ['--filter', '@vitrina/storefront', 'run', 'build'],
  },
  {
    name: 'end-to-end (playwright)',
    command: 'pnpm',
    args: ['--filter', '@vitrina/tests', 'run', 'e2e'],
    browser: true,
  },
];

const chromium = chromiumLaunchOptions.executablePath ?? '';
const noChromium = existsSync(chromium)
  ? undefined
  : `Chromium is not at ${chromium}: install it (Debian, Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary, then run the tests again.`;

const only = process.argv.slice(2);
const results: { name: string; ok: boolean; seconds: number; note?: string }[] = [];
for (const step of steps) {
  if (only.length && !only.some((word) => step.name.includes(word))) continue;
  console.log(`\n=== ${step.name} ===`);
  if (step.browser && noChromium) {
    console.log(noChromium);
    results.push({ name: step.name, ok: false, seconds: 0, note: 'not run: no Chromium' });
    continue;
  }
  const started = Date.now();
  const result = spawnSync(step.command, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  results.push({
    name: step.name,
    ok: result.status === 0,
    seconds: (Date.now() - started) / 1000,
  });
}

console.log('\n=== summary ===');
for (const { name, ok, seconds, note } of results) {
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name} (${note ?? `${seconds.toFixed(1)} s`})`);
}
if (noChromium && results.some((result) => result.note)) console.log(`\n${noChromium}`);
const failed = results.filter((result) => !result.ok).length;
process.exit(failed === 0 ? 0 : 1);
