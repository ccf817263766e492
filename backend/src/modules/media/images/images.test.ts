import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildImageUrl, type ImageUrlInput } from '@vitrina/contracts/content';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../../../http/error-handler.ts';
import { filesRoutes } from '../files/files.routes.ts';
import { imagesRoutes } from './images.routes.ts';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const state = {
  base: '',
  cacheDir: '',
  mediaDir: '',
  app: undefined as FastifyInstance | undefined,
};

/** Raw HTTP so paths reach the server exactly as written (fetch would normalise `..`). */
function get(path: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(state.base);
    // The options form sends `path` verbatim; a URL string would be normalised first.
    const req = httpRequest({ hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const json = (reply: Reply) => JSON.parse(reply.body.toString()) as unknown;
const image = (options: Omit<ImageUrlInput, 'base'>) =>
  get(buildImageUrl({ ...options, base: '/content' }));

beforeAll(async () => {
  state.cacheDir = await mkdtemp(join(tmpdir(), 'vitrina-image-cache-test-'));
  state.mediaDir = await mkdtemp(join(tmpdir(), 'vitrina-media-test-'));
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#3a7' },
  })
    .jpeg()
    .toBuffer();
  await writeFile(join(state.mediaDir, 'photo.jpg'), photo);
  await writeFile(join(state.mediaDir, 'broken.png'), 'not a png');
  await writeFile(join(state.mediaDir, 'návod k použití.pdf'), '%PDF-1.4 demo');
  await mkdir(join(state.mediaDir, 'docs'));
  await writeFile(join(state.mediaDir, 'docs', 'brew-guide.txt'), 'Grind, pour, wait.');
  await writeFile(join(state.mediaDir, 'evil.svg'), '<svg><script>alert(1)</script></svg>');
  await writeFile(join(tmpdir(), 'vitrina-outside-secret.txt'), 'secret');
  await symlink(join(tmpdir(), 'vitrina-outside-secret.txt'), join(state.mediaDir, 'link.txt'));
  const app = Fastify();
  installErrorHandling(app);
  imagesRoutes(app, { cacheDir: state.cacheDir, mediaDir: state.mediaDir });
  filesRoutes(app, { mediaDir: state.mediaDir });
  state.base = await app.listen({ port: 0, host: '127.0.0.1' });
  state.app = app;
});

afterAll(async () => {
  await state.app?.close();
  await rm(state.cacheDir, { recursive: true, force: true });
  await rm(state.mediaDir, { recursive: true, force: true });
});

describe('GET /content/images', () => {
  it('crops a generated demo picture to the requested size times the pixel ratio, as webp', async () => {
    const reply = await image({
      fileKey: 'demo/products/zlutoucky-kun.svg',
      width: 224,
      height: 160,
      crop: true,
      pixelRatio: 2,
      webp: true,
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('image/webp');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(reply.body).metadata()).toMatchObject({
      format: 'webp',
      width: 448,
      height: 320,
    });
  });

  it('fits inside a width without enlarging unless asked to upscale', async () => {
    const fitted = await image({ fileKey: 'photo.jpg', width: 400 });
    expect(fitted.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(fitted.body).metadata()).toMatchObject({ width: 400, height: 300 });
    const small = await image({ fileKey: 'photo.jpg', width: 1200 });
    expect(await sharp(small.body).metadata()).toMatchObject({ width: 800, height: 600 });
    const upscaled = await image({ fileKey: 'photo.jpg', width: 1200, upscale: true });
    expect(await sharp(upscaled.body).metadata()).toMatchObject({ width: 1200, height: 900 });
  });

  it('renders an SVG source as PNG, never as SVG', async () => {
    const reply = await image({ fileKey: 'demo/banners/letni-vyprodej.svg', height: 120 });
    expect(reply.headers['content-type']).toBe('image/png');
    expect(await sharp(reply.body).metadata()).toMatchObject({ format: 'png', height: 120 });
  });

  it('serves the second request from the disk cache with the same ETag, and 304 on If-None-Match', async () => {
    const path = buildImageUrl({
      base: '/content',
      fileKey: 'demo/categories/kava.svg',
      width: 96,
    });
    const first = await get(path);
    const second = await get(path);
    expect(first.headers['x-image-cache']).toBe('miss');
    expect(second.headers['x-image-cache']).toBe('hit');
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    const cached = await readdir(state.cacheDir, { recursive: true });
    expect(
      cached.some((name) => name.endsWith(`${String(first.headers.etag).slice(1, -1)}.png`)),
    ).toBe(true);
    const revalidated = await get(path, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
  });

  it.each([
    '/content/images/650x480/demo/products/a.svg',
    '/content/images/w640,1x/demo/products/a.svg',
    '/content/images/w640,crop/demo/products/a.svg',
    '/content/images/w1920,4x/demo/products/a.svg',
    '/content/images/huge/demo/products/a.svg',
  ])('refuses the size or options of %s with a 400 envelope', async (path) => {
    const reply = await get(path);
    expect(reply.status).toBe(400);
    expect(json(reply)).toMatchObject({
      data: { errors: [{ field: 'path', code: 'validation_failed' }] },
    });
  });

  it.each([
    '/content/images/w640/../../../etc/passwd',
    '/content/images/w640/%2e%2e/%2e%2e/etc/passwd',
    '/content/images/w640/..%2F..%2Fetc%2Fpasswd',
    '/content/images/w640/%252e%252e/etc/passwd',
    '/content/images/w640/..%5C..%5Cetc%5Cpasswd',
    '/content/images/w640/..\\..\\etc\\passwd',
    '/content/images/w640//etc/passwd',
    '/content/images/w640/%2Fetc%2Fpasswd',
    '/content/images/w640/https:%2F%2Fevil.test%2Fx.png',
    '/content/images/w640/.env',
  ])('refuses the traversal or foreign URL %s', async (path) => {
    const reply = await get(path);
    expect(reply.status).toBe(400);
    expect(json(reply)).toMatchObject({
      data: { errors: [{ field: 'path', code: 'validation_failed' }] },
    });
  });

  it('answers 404 for a missing file and 400 for a file that is not a readable image', async () => {
    expect((await image({ fileKey: 'nothing-here.png', width: 64 })).status).toBe(404);
    expect((await image({ fileKey: 'demo/unknown-kind/x.svg', width: 64 })).status).toBe(404);
    const broken = await image({ fileKey: 'broken.png', width: 64 });
    expect(broken.status).toBe(400);
    expect(json(broken)).toMatchObject({
      data: { errors: [{ title: 'The file is not a readable image' }] },
    });
    expect((await image({ fileKey: 'návod k použití.pdf', width: 64 })).status).toBe(400);
  });
});

describe('GET /content/files and /content/uploads', () => {
  it('serves a file by fileKey and by upload path with its type and a download name', async () => {
    for (const prefix of ['/content/files/', '/content/uploads/']) {
      const reply = await get(`${prefix}${encodeURIComponent('návod k použití.pdf')}`);
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toBe('application/pdf');
      expect(reply.headers['content-disposition']).toBe(
        `inline; filename="na_vod k pouz_iti_.pdf"; filename*=UTF-8''${encodeURIComponent('návod k použití.pdf')}`,
      );
      expect(reply.body.toString()).toBe('%PDF-1.4 demo');
    }
  });

  it('takes a key with encoded slashes, as encodeURIComponent writes it', async () => {
    for (const path of [
      '/content/files/docs/brew-guide.txt',
      '/content/files/docs%2Fbrew-guide.txt',
    ]) {
      const reply = await get(path);
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(reply.body.toString()).toBe('Grind, pour, wait.');
    }
  });

  it('sends an uploaded SVG as a sandboxed download, so its script never runs here', async () => {
    const reply = await get('/content/files/evil.svg');
    expect(reply.headers['content-disposition']).toMatch(/^attachment;/);
    expect(reply.headers['content-security-policy']).toContain('sandbox');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    '/content/files/../package.json',
    '/content/files/%2e%2e/package.json',
    '/content/uploads/..%2F..%2Fetc%2Fpasswd',
    '/content/files/link.txt',
    '/content/files/C:%5Cwindows%5Cwin.ini',
  ])('refuses %s', async (path) => {
    const reply = await get(path);
    // The symlink is a valid key whose target lies outside the media directory: not found.
    expect(reply.status).toBe(path.endsWith('link.txt') ? 404 : 400);
    expect(reply.body.toString()).not.toContain('secret');
  });
});
