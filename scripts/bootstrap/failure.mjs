// @ts-check
// Turns what npm and pnpm print when they fail into one line a newcomer can act on: the disk is
// full, a folder is not writable, or the registry cannot be reached. Anything else is left to the
// tool's own output.

/** A failure the bootstrap explains in one line, without a stack trace. */
export class BootstrapError extends Error {}

const retry = 'then run the command again.';
const causes = [
  {
    name: 'disk full',
    codes: ['ENOSPC', 'EDQUOT'],
    /** @type {(found: Found) => string} */
    say: ({ code, path }) =>
      `the disk is full (${code}${path ? `, writing ${path}` : ''}). Free some space, ${retry}`,
  },
  {
    name: 'not writable',
    codes: ['EACCES', 'EPERM', 'EROFS'],
    /** @type {(found: Found) => string} */
    say: ({ code, path }) =>
      `${path ?? 'a folder'} is not writable (${code}). Make it writable for the user running this, ${retry}`,
  },
  {
    name: 'registry unreachable',
    codes: [
      'ECONNREFUSED',
      'ENOTFOUND',
      'EAI_AGAIN',
      'ETIMEDOUT',
      'ECONNRESET',
      'ENETUNREACH',
      'EHOSTUNREACH',
      'ERR_SOCKET_TIMEOUT',
      'ESOCKETTIMEDOUT',
      'UND_ERR_CONNECT_TIMEOUT',
    ],
    /** @type {(found: Found) => string} */
    say: ({ code, registry }) =>
      `the npm registry${registry} cannot be reached (${code}). Check the network, or the registry and proxy settings (\`npm config get registry\`), ${retry}`,
  },
];

/** @typedef {{ code: string, path?: string, registry: string }} Found */

/**
 * Why `what` failed, judged from the tool's output: the cause's name and one line to print;
 * undefined when the output names none of the causes above.
 * @param {string} what e.g. "Installing Node 24 into .tools/"
 * @param {string} output what npm or pnpm printed
 */
export function explain(what, output) {
  for (const cause of causes) {
    const code = cause.codes.find((candidate) => new RegExp(`\\b${candidate}\\b`).test(output));
    if (!code) continue;
    const saying = output
      .split('\n')
      .filter((line) => line.includes(code))
      .join('\n');
    // The last quoted path: the destination of "copyfile 'from' -> 'to'".
    const quoted = [...saying.matchAll(/'(\/[^']+)'/g)].map((match) => match[1]);
    const path = output.match(/npm error path (\S+)/)?.[1] ?? quoted.at(-1);
    const registry = saying.match(/(https?:\/\/[^\s/'"]+)/)?.[1];
    const found = { code, path, registry: registry ? ` at ${registry}` : '' };
    return { cause: cause.name, line: `${what} failed: ${cause.say(found)}` };
  }
  return undefined;
}

/**
 * The same for an error Node itself threw (writing .tools/package.json), or undefined.
 * @param {string} what
 * @param {unknown} error
 */
export function explainError(what, error) {
  const { code, path } = /** @type {NodeJS.ErrnoException} */ (error);
  return code ? explain(what, `${code} '${path ?? ''}'`)?.line : undefined;
}
