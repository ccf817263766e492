// Serves the built Storybook (stories/storybook-static) for the story suite. A few lines of our own
// rather than a dependency: static files, no directory listing, nothing outside the folder.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { storybookDir } from './paths.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
};

const port = Number(process.env.STORYBOOK_PORT ?? 6106);

createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  const file = path.join(storybookDir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
  const inside = file.startsWith(storybookDir + path.sep);
  const stat = inside ? statSync(file, { throwIfNoEntry: false }) : undefined;
  if (!stat?.isFile()) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  response.writeHead(200, {
    'content-type': types[path.extname(file)] ?? 'application/octet-stream',
    'content-length': stat.size,
  });
  createReadStream(file).pipe(response);
}).listen(port, '127.0.0.1', () => console.log(`Storybook on http://127.0.0.1:${port}`));
