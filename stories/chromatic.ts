import { spawnSync } from 'node:child_process';

/**
 * Chromatic is a hosted service: it runs only when CHROMATIC_PROJECT_TOKEN is set. Offline visual
 * regression is done by Playwright screenshots of the built Storybook in @vitrina/tests.
 */
if (!process.env['CHROMATIC_PROJECT_TOKEN']) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set; skipping Chromatic.');
  process.exit(0);
}

const result = spawnSync(
  'chromatic',
  ['--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes'],
  { stdio: 'inherit', shell: false },
);
process.exit(result.status ?? 1);
