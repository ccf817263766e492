import { z } from 'zod';
import type { ApiServer } from '../endpoint.ts';
import type { ErrorCode } from '../errors.ts';
import {
  fileKeySchema,
  filesPathPrefix,
  imageSizes,
  imagesPathPrefix,
  uploadsPathPrefix,
} from './images.ts';

/**
 * A GET that answers bytes (an image, a stored file) rather than JSON, so it cannot be an `Endpoint`
 * (no response schema, no typed client: browsers load these URLs from `<img>` and links). Its path
 * is `{prefix}/{rest…}`, the rest read raw by the server (docs/decisions/007-image-urls.md).
 */
export interface BinaryEndpoint {
  /** Stable name, also the OpenAPI operationId. */
  readonly name: string;
  readonly server: ApiServer;
  readonly method: 'GET';
  /** The fixed part, e.g. `/images`; the server routes `{prefix}/*`. */
  readonly prefix: string;
  /** Documentation form, `{param}` placeholders; the last one may span several segments. */
  readonly path: string;
  readonly summary: string;
  /** Path parameters, for documentation; the server parses the raw path itself. */
  readonly params: z.ZodObject;
  /** Media types of a 200 response. */
  readonly contentTypes: readonly string[];
  /** Error codes of the `{ data: { errors } }` answers. */
  readonly errors: readonly ErrorCode[];
}

const sizeAlternatives = '\\d{1,4}x\\d{1,4}|w\\d{1,4}|h\\d{1,4}|original';

const fileKeyParam = fileKeySchema.describe(
  'Relative file key, e.g. `demo/products/kava-12.svg`: up to 8 `/`-separated segments (the slashes are sent as they are).',
);

/** Images and stored files, served by the content server (its base doubles as the image base). */
export const binaryEndpoints = {
  image: {
    name: 'image',
    server: 'content',
    method: 'GET',
    prefix: imagesPathPrefix,
    path: `${imagesPathPrefix}/{transform}/{fileKey}`,
    summary:
      'An image resized, cropped and converted from a stored file; canonical URLs only, cached for a year (ETag, 304).',
    params: z.object({
      transform: z
        .string()
        .regex(new RegExp(`^(${sizeAlternatives})(,crop)?(,upscale)?(,[23]x)?(,webp)?$`))
        .describe(
          `Size \`{w}x{h}\`, \`w{w}\`, \`h{h}\` or \`original\`, then options in this order: crop (needs both sides), upscale, 2x|3x, webp. Sizes: ${imageSizes.join(', ')}.`,
        ),
      fileKey: fileKeyParam,
    }),
    contentTypes: ['image/png', 'image/jpeg', 'image/webp'],
    errors: ['validation_failed', 'not_found'],
  },
  file: {
    name: 'file',
    server: 'content',
    method: 'GET',
    prefix: filesPathPrefix,
    path: `${filesPathPrefix}/{fileKey}`,
    summary: 'A stored file by fileKey, inline when a browser can show it, else as a download.',
    params: z.object({ fileKey: fileKeyParam }),
    contentTypes: ['*/*'],
    errors: ['validation_failed', 'not_found'],
  },
  upload: {
    name: 'upload',
    server: 'content',
    method: 'GET',
    prefix: uploadsPathPrefix,
    path: `${uploadsPathPrefix}/{fileKey}`,
    summary: 'The same stored file by its CMS upload path (`/uploads/<fileKey>`).',
    params: z.object({ fileKey: fileKeyParam }),
    contentTypes: ['*/*'],
    errors: ['validation_failed', 'not_found'],
  },
} as const satisfies Record<string, BinaryEndpoint>;
