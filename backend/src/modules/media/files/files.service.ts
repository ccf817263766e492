import { createHash } from 'node:crypto';
import { readFile, realpath } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { parseFileKeyPath } from '@vitrina/contracts/content';
import { NotFoundError, quote, ValidationError } from '../../../core/errors.ts';
import { demoDocument } from '../../../seed/documents.ts';
import { demoImageSvg } from '../../../seed/images.ts';

/** Where stored files come from: uploads under `mediaDir`, generated demo pictures under `demo/`. */
export interface FileStoreOptions {
  /** Directory of uploaded files (CMS uploads); a fileKey is a path relative to it. */
  mediaDir?: string;
}

export interface StoredFile {
  key: string;
  bytes: Buffer;
  contentType: string;
  /** sha256 of the bytes, hex: ETag and image-cache key. */
  hash: string;
}

const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.zip': 'application/zip',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function contentTypeOf(key: string): string {
  return contentTypes[extname(key).toLowerCase()] ?? 'application/octet-stream';
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The raw (still percent-encoded) key as a checked fileKey; anything else is a 400. */
export function fileKeyFromRawPath(rawPath: string): string {
  const parsed = parseFileKeyPath(rawPath);
  if (parsed.success) return parsed.data;
  throw new ValidationError(parsed.error, 'path');
}

const notFound = (key: string) => new NotFoundError(`No file ${quote(key)}`, 'path');

/** A file inside `mediaDir` only: its real path (symlinks resolved) must stay inside the directory. */
async function readUpload(mediaDir: string, key: string): Promise<Buffer | null> {
  try {
    const root = await realpath(mediaDir);
    const file = await realpath(resolve(root, key));
    if (!file.startsWith(root + sep)) return null;
    return await readFile(file);
  } catch {
    return null;
  }
}

/**
 * Loads a file by its checked key: an upload under `mediaDir` first, else a generated demo document
 * or picture (its SVG source; the image service renders it to the format the URL asks for).
 */
export async function loadStoredFile(options: FileStoreOptions, key: string): Promise<StoredFile> {
  const upload = options.mediaDir ? await readUpload(options.mediaDir, key) : null;
  if (upload) return { key, bytes: upload, contentType: contentTypeOf(key), hash: sha256(upload) };
  const document = demoDocument(key);
  if (document)
    return { key, bytes: document, contentType: contentTypeOf(key), hash: sha256(document) };
  const svg = demoImageSvg(key);
  if (svg === null) throw notFound(key);
  const bytes = Buffer.from(svg);
  return { key, bytes, contentType: 'image/svg+xml', hash: sha256(bytes) };
}
