import { binaryEndpoints } from '@vitrina/contracts/content';
import type { FastifyInstance } from 'fastify';
import { mountedPrefix } from '../../../http/mount.ts';
import { rawRest } from '../images/images.routes.ts';
import { fileKeyFromRawPath, loadStoredFile, type FileStoreOptions } from './files.service.ts';

/** Shown in the browser; everything else downloads. */
const inlineTypes = /^(image\/(png|jpeg|webp|gif|avif)|application\/pdf|text\/plain)/;

/** `attachment; filename="kava.pdf"; filename*=UTF-8''k%C3%A1va.pdf` (RFC 6266). */
function disposition(key: string, contentType: string): string {
  const name = key.split('/').pop() ?? 'file';
  const ascii = name.normalize('NFD').replace(/[^\x20-\x7e]|["\\]/g, '_');
  const kind = inlineTypes.test(contentType) ? 'inline' : 'attachment';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Files by fileKey (`/files/<key>`) or by CMS upload path (`/uploads/<key>`), same checks for both. */
export function filesRoutes(app: FastifyInstance, options: FileStoreOptions): void {
  for (const endpoint of [binaryEndpoints.file, binaryEndpoints.upload]) {
    const route = mountedPrefix(endpoint);
    app.get(`${route}/*`, { schema: { hide: true } }, async (request, reply) => {
      const file = await loadStoredFile(options, fileKeyFromRawPath(rawRest(request.url, route)));
      const etag = `"${file.hash}"`;
      void reply
        .header('cache-control', 'public, max-age=86400')
        .header('etag', etag)
        .header('content-disposition', disposition(file.key, file.contentType))
        .header('x-content-type-options', 'nosniff')
        // An uploaded SVG or HTML opened directly must not run script on this origin.
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(file.contentType).send(file.bytes);
    });
  }
}
