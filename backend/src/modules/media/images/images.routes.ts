import { binaryEndpoints } from '@vitrina/contracts/content';
import type { FastifyInstance } from 'fastify';
import { mountedPrefix } from '../../../http/mount.ts';
import {
  imageTransformFromRawPath,
  renderImage,
  type ImageServiceOptions,
} from './images.service.ts';

/** Served under the content server's prefix, so CONTENT_API_URL doubles as the default image base. */
export const imagesRoute = mountedPrefix(binaryEndpoints.image);

/** The raw request path after `prefix/`: still percent-encoded, so the parser sees `%2e%2e` as sent. */
export function rawRest(url: string, prefix: string): string {
  return (url.split('?')[0] ?? '').slice(prefix.length + 1);
}

export function imagesRoutes(app: FastifyInstance, options: ImageServiceOptions): void {
  app.get(`${imagesRoute}/*`, { schema: { hide: true } }, async (request, reply) => {
    const transform = imageTransformFromRawPath(rawRest(request.url, imagesRoute));
    const image = await renderImage(options, transform);
    const etag = `"${image.hash}"`;
    // Each URL names one immutable rendering (the source's hash is in the ETag), so a year is safe.
    void reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('x-image-cache', image.cacheHit ? 'hit' : 'miss');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(image.contentType).send(image.bytes);
  });
}
