// @ts-check
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './project.mjs';

const signals = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);

/**
 * Runs a repo script (TypeScript, so it needs the project's Node) with its arguments: in this
 * process when its Node is new enough, else in a child on the project's Node, passing signals on
 * and leaving with the child's exit code.
 * @param {import('./toolchain.mjs').Toolchain} tools
 * @param {string} script path from the repo root, e.g. "scripts/start.ts"
 * @param {string[]} args
 */
export async function handOver(tools, script, args) {
  const file = path.resolve(root, script);
  if (!tools.node) {
    tools.prepare(process.env);
    process.argv = [process.argv[0] ?? process.execPath, file, ...args];
    await import(pathToFileURL(file).href);
    return;
  }
  const env = { ...process.env };
  tools.prepare(env);
  const child = spawn(tools.node, [file, ...args], { cwd: root, env, stdio: 'inherit' });
  // Ctrl-C reaches the child too; a signal sent to this process alone is passed on.
  for (const signal of signals) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    if (!signal) process.exit(code ?? 1);
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  });
}
