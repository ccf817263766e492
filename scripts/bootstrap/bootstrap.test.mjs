// @ts-check
// The bootstrap as a newcomer meets it, in a throwaway project that holds only the bootstrap and a
// package.json: it uses the machine's Node and pnpm when they are new enough, and says in one line
// when the registry it needs cannot be reached.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const scripts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} nodeRange what `engines.node` asks for */
function project(nodeRange) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-bootstrap-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(path.join(scripts, 'bootstrap.mjs'), path.join(dir, 'scripts', 'bootstrap.mjs'));
  cpSync(path.join(scripts, 'bootstrap'), path.join(dir, 'scripts', 'bootstrap'), {
    recursive: true,
  });
  const manifest = { private: true, packageManager: 'pnpm@10.34.9', engines: { node: nodeRange } };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
  // Prints what it was given, to show the hand-over.
  writeFileSync(
    path.join(dir, 'scripts', 'echo.mjs'),
    'console.log(JSON.stringify({ args: process.argv.slice(2), node: process.version }));',
  );
  return dir;
}

/**
 * @param {string} dir
 * @param {Record<string, string>} env
 */
function bootstrap(dir, env) {
  return spawnSync(process.execPath, ['scripts/bootstrap.mjs', 'scripts/echo.mjs', 'a', '--b'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
}

test('runs on the machine’s own Node and pnpm when they are new enough, downloading nothing', () => {
  const dir = project(`>=${process.versions.node}`);
  mkdirSync(path.join(dir, 'node_modules'));
  writeFileSync(path.join(dir, 'node_modules', '.modules.yaml'), '');
  const result = bootstrap(dir, { npm_config_user_agent: 'pnpm/10.34.9 npm/? node/v24' });
  assert.equal(result.status, 0, result.stderr);
  const printed = JSON.parse(result.stdout.trim());
  assert.deepEqual(printed, { args: ['a', '--b'], node: process.version });
  assert.equal(existsSync(path.join(dir, '.tools')), false);
});

test('says in one line, without a stack trace, that the registry cannot be reached', () => {
  const dir = project('>=99.0.0');
  const result = bootstrap(dir, { npm_config_registry: 'http://127.0.0.1:9/' });
  assert.equal(result.status, 1);
  const lastLine = result.stderr.trim().split('\n');
  assert.deepEqual(lastLine, [
    '[vitrina] Bringing Node 99 into .tools/ failed: the npm registry at http://127.0.0.1:9 ' +
      'cannot be reached (ECONNREFUSED). Check the network, or the registry and proxy settings ' +
      '(`npm config get registry`), then run the command again.',
  ]);
  assert.equal(existsSync(path.join(dir, '.tools')), false);
});
