import { randomBytes } from 'node:crypto';
import { constants, crc32, createDeflateRaw } from 'node:zlib';

/**
 * Gzip once, a fresh CSP nonce on every reply (decision 085). Each nonce of the page is compressed
 * as a stored (uncompressed) deflate block holding a placeholder, so its bytes sit verbatim in the
 * gzip output and can be overwritten; only the CRC-32 of the trailer is recomputed per reply.
 *
 * The placeholder is 24 distinct control bytes that HTML never contains. Any back-reference of
 * the compressor that copies a placeholder byte therefore lands on the same byte of another
 * placeholder, which is overwritten with the same nonce, so the spliced stream still decompresses
 * to the page with the new nonce everywhere.
 */
const placeholder = Buffer.from([
  0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x0e, 0x0f, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15,
  0x16, 0x17, 0x18, 0x19, 0x1a, 0x1b, 0x1c, 0x1d,
]);
const placeholderBytes = new Set(placeholder);
/** Base64 of 16 random bytes, as entry.server.tsx makes them. */
export const newNonce = () => randomBytes(16).toString('base64');

/** Gzip member header: deflate, no name or time, maximum compression, Unix. */
const gzipHeader = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x02, 0x03]);

export interface SplicedBody {
  /** The page as rendered (its own nonce at `rawOffsets`). */
  raw: Buffer;
  gzip: Buffer;
  rawOffsets: number[];
  gzipOffsets: number[];
}

function offsetsOf(buffer: Buffer, needle: Buffer): number[] {
  const offsets: number[] = [];
  for (let at = buffer.indexOf(needle); at >= 0; at = buffer.indexOf(needle, at + needle.length))
    offsets.push(at);
  return offsets;
}

/**
 * Compresses a page so its nonce can be replaced in the gzip bytes; null when that cannot be
 * done safely (a nonce of another length, or a page containing a placeholder byte).
 */
export async function spliceableGzip(
  raw: Buffer,
  nonce: string | null,
): Promise<SplicedBody | null> {
  const nonceBytes = nonce ? Buffer.from(nonce) : null;
  if (nonceBytes && nonceBytes.length !== placeholder.length) return null;
  const rawOffsets = nonceBytes ? offsetsOf(raw, nonceBytes) : [];
  const inNonce = new Set(rawOffsets.flatMap((at) => [...placeholder.keys()].map((i) => at + i)));
  for (let i = 0; i < raw.length; i++)
    if (placeholderBytes.has(raw[i]!) && !inNonce.has(i)) return null;

  // Raw deflate in a gzip frame of our own: Node's Gzip stream ignores the level switch.
  const gzip = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => gzip.on('end', resolve).on('error', reject));
  const level = (value: number) =>
    new Promise<void>((resolve) => gzip.params(value, constants.Z_DEFAULT_STRATEGY, resolve));
  let from = 0;
  for (const at of rawOffsets) {
    gzip.write(raw.subarray(from, at));
    await level(0);
    gzip.write(placeholder);
    await level(9);
    from = at + placeholder.length;
  }
  gzip.end(raw.subarray(from));
  await ended;
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(raw), 0);
  trailer.writeUInt32LE(raw.length % 2 ** 32, 4);
  const compressed = Buffer.concat([gzipHeader, ...chunks, trailer]);
  const gzipOffsets = offsetsOf(compressed, placeholder);
  if (gzipOffsets.length !== rawOffsets.length) return null;
  return { raw, gzip: compressed, rawOffsets, gzipOffsets };
}

/** The page and its gzip with `nonce` written over the stored one; the gzip trailer updated. */
export function withNonce(body: SplicedBody, nonce: string): { raw: Buffer; gzip: Buffer } {
  if (body.rawOffsets.length === 0) return body;
  const bytes = Buffer.from(nonce);
  const raw = Buffer.from(body.raw);
  const gzip = Buffer.from(body.gzip);
  for (const at of body.rawOffsets) bytes.copy(raw, at);
  for (const at of body.gzipOffsets) bytes.copy(gzip, at);
  gzip.writeUInt32LE(crc32(raw), gzip.length - 8);
  return { raw, gzip };
}
