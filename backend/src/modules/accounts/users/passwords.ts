import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const derive = promisify(argon2);

/**
 * argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane), a 16-byte random
 * salt and a 32-byte tag (docs/decisions/055-accounts-passwords-and-tokens.md). The parameters
 * travel in the stored PHC string, so raising them later re-hashes nothing and old hashes verify.
 */
export const passwordHashParameters = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 };

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

/** `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<tag>` (unpadded base64, the PHC string format). */
export async function hashPassword(password: string): Promise<string> {
  const { memory, passes, parallelism, tagLength } = passwordHashParameters;
  const nonce = randomBytes(16);
  const tag = await derive('argon2id', {
    message: password,
    nonce,
    memory,
    passes,
    parallelism,
    tagLength,
  });
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(nonce)}$${b64(tag)}`;
}

const phc =
  /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,3}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Whether `password` matches `stored`; the tags are compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = phc.exec(stored);
  if (!match) return false;
  const [, memory, passes, parallelism, salt, tagText] = match;
  const expected = Buffer.from(tagText!, 'base64');
  const actual = await derive('argon2id', {
    message: password,
    nonce: Buffer.from(salt!, 'base64'),
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expected.length,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of no one's password, verified when the e-mail has no account so that answering "wrong
 * e-mail or password" takes as long either way (no account enumeration by timing).
 */
let decoy: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
