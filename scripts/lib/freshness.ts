import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Source folders the storefront build is made from. */
const sources = ['storefront/app', 'design-system/src', 'cms-blocks/src', 'backend/contracts/src'];
const buildMarker = 'storefront/build/server/index.js';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

/** True when the storefront has no build or a source file changed after the last one. */
export function needsBuild(root: string): boolean {
  const marker = path.join(root, buildMarker);
  if (!existsSync(marker)) return true;
  const builtAt = statSync(marker).mtimeMs;
  return sources.some((dir) => {
    const full = path.join(root, dir);
    return existsSync(full) && newestMtime(full) > builtAt;
  });
}

/** Builds the storefront when `needsBuild` says so; exits the process when the build fails. */
export async function buildStorefrontIfNeeded(root: string, log: (line: string) => void) {
  if (!needsBuild(root)) return;
  log('building the storefront…');
  const build = spawn('pnpm', ['--filter', '@vitrina/storefront', 'run', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve) => build.on('exit', resolve));
  if (code !== 0) process.exit(code ?? 1);
}
