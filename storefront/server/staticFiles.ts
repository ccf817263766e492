import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The file under `root` that a URL path names, or null. Rejects traversal (`..`), dot-files
 * (build/client/.vite holds the build manifest) and anything that does not decode.
 */
export function resolveStaticPath(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((part) => part.startsWith('.')))
    return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file.startsWith(root + path.sep) ? file : null;
}

/** Hashed build assets never change under their name; other public files may. */
export function staticCacheControl(urlPath: string): string {
  return urlPath.startsWith('/assets/')
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=3600';
}

/** Serves a file from `root` when one exists; true when the request was answered. */
export async function serveStatic(
  request: IncomingMessage,
  response: ServerResponse,
  root: string,
): Promise<boolean> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
  // Public files all have an extension; a page path never waits for a file-system lookup.
  if (!path.posix.extname(urlPath) && !urlPath.startsWith('/assets/')) return false;
  const file = resolveStaticPath(root, urlPath);
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) {
    // A missing hashed asset is a 404 here; rendering a page for it would only waste work.
    if (!urlPath.startsWith('/assets/')) return false;
    response.writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    response.end('Not found');
    return true;
  }
  response.writeHead(200, {
    'Content-Type': contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': info.size,
    'Cache-Control': staticCacheControl(urlPath),
    'Last-Modified': info.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  });
  if (request.method === 'HEAD') {
    response.end();
    return true;
  }
  createReadStream(file).pipe(response);
  return true;
}
