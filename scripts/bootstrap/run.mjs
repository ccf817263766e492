// @ts-check
import { spawn } from 'node:child_process';
import path from 'node:path';
import { BootstrapError } from './failure.mjs';

/**
 * Runs a command to its end and keeps the tail of what it printed, to explain a failure. With
 * `echo`, the output also goes to the terminal as it comes (pnpm's progress); without, it stays
 * quiet (npm's error dump, replaced by one line).
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env: NodeJS.ProcessEnv, echo?: boolean }} options
 * @returns {Promise<{ code: number, output: string }>}
 */
export function run(command, args, { cwd, env, echo = false }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['inherit', 'pipe', 'pipe'] });
    let output = '';
    /** @param {NodeJS.WriteStream} target */
    const collect = (target) => (/** @type {Buffer} */ chunk) => {
      if (echo) target.write(chunk);
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', collect(process.stdout));
    child.stderr.on('data', collect(process.stderr));
    child.on('error', (/** @type {NodeJS.ErrnoException} */ error) =>
      reject(
        error.code === 'ENOENT'
          ? new BootstrapError(`\`${path.basename(command)}\` could not be started: not found.`)
          : error,
      ),
    );
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
