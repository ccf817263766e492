// The one test command (README, .ci/run): lint, types, unit and integration tests, the Storybook
// build, the storefront build and the end-to-end suite in the system Chromium. Every step runs even
// when an earlier one fails, so one run shows everything that is red; the exit code says if any was.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Step {
  name: string;
  command: string;
  args: string[];
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
    name: 'storybook build',
    command: 'pnpm',
    args: ['--filter', '@vitrina/stories', 'run', 'build'],
  },
  {
    name: 'stories: play, axe, screenshots (playwright)',
    command: 'pnpm',
    args: ['--filter', '@vitrina/tests', 'run', 'stories'],
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
  },
];

const only = process.argv.slice(2);
const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const step of steps) {
  if (only.length && !only.some((word) => step.name.includes(word))) continue;
  console.log(`\n=== ${step.name} ===`);
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
for (const { name, ok, seconds } of results) {
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name} (${seconds.toFixed(1)} s)`);
}
const failed = results.filter((result) => !result.ok).length;
process.exit(failed === 0 ? 0 : 1);
