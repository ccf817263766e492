import { z } from 'zod';
import {
  allowedImageSizes as allowedSizes,
  formatImageTransform,
  isFileKey,
  pixelRatios,
} from './image-urls.ts';

/** Schemas and the server's parsers of image and file URLs; the builders are in `image-urls.ts`. */
export * from './image-urls.ts';

/** A stored file's key: a relative path such as `demo/products/kava-12.svg`. */
export const fileKeySchema = z
  .string()
  .max(512)
  .refine(
    isFileKey,
    'Expected a relative file key: up to 8 segments of letters, digits, space, _ . ( ) + -, none starting with a dot',
  );
export type FileKey = z.infer<typeof fileKeySchema>;

export const imageTransformSchema = z
  .object({
    fileKey: fileKeySchema,
    width: z
      .number()
      .int()
      .refine((n) => allowedSizes.has(n), 'Width is not an allowed size')
      .optional(),
    height: z
      .number()
      .int()
      .refine((n) => allowedSizes.has(n), 'Height is not an allowed size')
      .optional(),
    crop: z.boolean().default(false),
    upscale: z.boolean().default(false),
    pixelRatio: z.literal(pixelRatios).default(1),
    webp: z.boolean().default(false),
  })
  .refine((t) => !t.crop || (t.width !== undefined && t.height !== undefined), {
    message: 'Crop needs both a width and a height',
    path: ['crop'],
  });
export type ImageTransform = z.output<typeof imageTransformSchema>;

export type ParseResult<T> = { success: true; data: T } | { success: false; error: string };

/**
 * Decodes a still-percent-encoded path after its prefix (`a/b.png`) into a file key. Each segment is
 * decoded once and the whole key checked afterwards, so `%2e%2e`, `..%2F`, `%5C` and double
 * encodings are refused.
 */
export function parseFileKeyPath(rawPath: string): ParseResult<string> {
  if (rawPath.length > 1024) return { success: false, error: 'Path too long' };
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    try {
      segments.push(decodeURIComponent(raw));
    } catch {
      return { success: false, error: 'Malformed percent-encoding in the path' };
    }
  }
  // An encoded slash (`a%2Fb.png`, as encodeURIComponent writes keys) is a separator like `/`:
  // the checks below run on the fully decoded key, so `..%2F` is refused all the same.
  const key = segments.join('/');
  if (!fileKeySchema.safeParse(key).success) {
    return { success: false, error: 'Not a valid file key (relative path of safe segments only)' };
  }
  return { success: true, data: key };
}

const sizePattern = /^(?:(\d{1,4})x(\d{1,4})|w(\d{1,4})|h(\d{1,4})|original)$/;

/**
 * The inverse of `buildImageUrl` for the server: `640x480,crop,webp/demo/a.svg` (raw, after
 * `/images/`) → a transform. Only canonical URLs pass: allowlisted sizes, options in order, no `1x`.
 */
export function parseImageUrlPath(rawPath: string): ParseResult<ImageTransform> {
  const slash = rawPath.indexOf('/');
  if (slash < 0) return { success: false, error: 'Expected /images/{size}[,options]/{fileKey}' };
  const [size = '', ...options] = rawPath.slice(0, slash).split(',');
  const match = sizePattern.exec(size);
  if (!match) return { success: false, error: `Unknown size ${JSON.stringify(size.slice(0, 20))}` };
  const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));
  const key = parseFileKeyPath(rawPath.slice(slash + 1));
  if (!key.success) return key;
  const ratio = options.find((option) => /^\dx$/.test(option));
  const candidate = {
    fileKey: key.data,
    width: number(match[1] ?? match[3]),
    height: number(match[2] ?? match[4]),
    crop: options.includes('crop'),
    upscale: options.includes('upscale'),
    pixelRatio: ratio ? Number(ratio[0]) : 1,
    webp: options.includes('webp'),
  };
  const parsed = imageTransformSchema.safeParse(candidate);
  if (!parsed.success) {
    return { success: false, error: parsed.error.issues.map((issue) => issue.message).join('; ') };
  }
  const canonical = formatImageTransform(parsed.data);
  if (canonical !== rawPath.slice(0, slash)) {
    return {
      success: false,
      error: `Unknown or out-of-order options; the canonical form is ${canonical}`,
    };
  }
  return parsed;
}
