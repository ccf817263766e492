/**
 * The static-file baseline: one HTML file served from memory by Node's own HTTP server, gzip
 * compressed once at start when the client accepts it. The fastest a Node process can answer
 * that page; the bench reports every page as a share of it.
 *
 *   node bench/staticServer.ts PORT FILE
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';

const [port, file] = process.argv.slice(2);
if (!port || !file) throw new Error('usage: node bench/staticServer.ts PORT FILE');
const body = readFileSync(file);
const gzipped = gzipSync(body);

createServer((request, response) => {
  const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  response.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': gzip ? gzipped.length : body.length,
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    Vary: 'Accept-Encoding',
  });
  response.end(gzip ? gzipped : body);
}).listen(Number(port), '127.0.0.1');
