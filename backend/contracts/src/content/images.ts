import { z } from 'zod';

/**
 * Image and file URLs (spec §7: "a CDN base plus path with size, crop, upscale, pixel ratio and webp
 * options"). The form is ours (docs/decisions/007-image-urls.md):
 *
 *   {base}/images/{size}[,crop][,upscale][,{2|3}x][,webp]/{fileKey}
 *   {base}/files/{fileKey}
 *
 * `size` is `{w}x{h}`, `w{w}`, `h{h}` or `original`. Options come in that fixed order so every variant
 * has exactly one URL (one cache entry on the CDN and on disk).
 */

export const imagesPathPrefix = '/images';
export const filesPathPrefix = '/files';
/** A CMS upload path (`/uploads/<fileKey>`) names the same file as its fileKey. */
export const uploadsPathPrefix = '/uploads';

/**
 * Widths and heights (CSS pixels) the storefront asks for: variant thumbnails 62×48, eighth-size lazy
 * placeholders, product boxes 224/256, the container widths 450–1440 and a full-HD hero.
 */
export const imageSizes = [
  24, 32, 48, 62, 64, 80, 96, 120, 128, 160, 180, 200, 224, 256, 300, 320, 400, 450, 480, 560, 640,
  720, 800, 960, 1000, 1200, 1440, 1920,
] as const;
export type ImageSize = (typeof imageSizes)[number];
export const pixelRatios = [1, 2, 3] as const;
export type PixelRatio = (typeof pixelRatios)[number];

const allowedSizes: ReadonlySet<number> = new Set(imageSizes);
const largestSize: ImageSize = 1920;

/** One path segment of a file key: letters, digits, space, `_ . ( ) + -`; never `.`-led (no `..`). */
const segmentPattern = /^[\p{L}\p{N}_ ()+-][\p{L}\p{N}_ .()+-]{0,127}$/u;
const maxSegments = 8;

/** A stored file's key: a relative path such as `demo/products/kava-12.svg`. */
export const fileKeySchema = z
  .string()
  .max(512)
  .refine((key) => {
    const segments = key.split('/');
    return segments.length <= maxSegments && segments.every((s) => segmentPattern.test(s));
  }, 'Expected a relative file key: up to 8 segments of letters, digits, space, _ . ( ) + -, none starting with a dot');
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

export interface ImageUrlInput {
  /** Image server root (CDN or back end origin, or '' for same-origin). */
  base: string;
  /** A fileKey, or give `path`. */
  fileKey?: string;
  /** A CMS upload path (`/uploads/<fileKey>`) or a fileKey with a leading slash. */
  path?: string;
  width?: number;
  height?: number;
  crop?: boolean;
  upscale?: boolean;
  /** Device pixel ratio; rounded up and clamped to 1–3. */
  pixelRatio?: number;
  webp?: boolean;
}

/** The smallest allowed size at or above `requested` (the largest when beyond), so layout never blurs. */
export function snapImageSize(requested: number): ImageSize {
  return imageSizes.find((size) => size >= requested) ?? largestSize;
}

/** `/uploads/a/b.png`, `/a/b.png` or `a/b.png` → `a/b.png`; null when it is no valid key (URLs included). */
export function fileKeyFromPath(path: string): string | null {
  let key = path.startsWith(`${uploadsPathPrefix}/`) ? path.slice(uploadsPathPrefix.length) : path;
  key = key.replace(/^\/+/, '');
  return fileKeySchema.safeParse(key).success ? key : null;
}

function trimBase(base: string): string {
  if (base !== '' && !/^(https?:\/\/[^/]|\/)/.test(base)) {
    throw new RangeError(
      `Image base must be '', a path or an http(s) URL, got ${JSON.stringify(base)}`,
    );
  }
  return base.replace(/\/+$/, '');
}

function resolveKey(input: { fileKey?: string; path?: string }): string {
  const key = input.fileKey ?? (input.path === undefined ? undefined : fileKeyFromPath(input.path));
  if (key && fileKeySchema.safeParse(key).success) return key;
  throw new RangeError(`Not a valid file key: ${JSON.stringify(input.fileKey ?? input.path)}`);
}

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** Canonical transform segment, e.g. `640x480,crop,2x,webp`. */
export function formatImageTransform(t: Omit<ImageTransform, 'fileKey'>): string {
  const size =
    t.width && t.height
      ? `${t.width}x${t.height}`
      : t.width
        ? `w${t.width}`
        : t.height
          ? `h${t.height}`
          : 'original';
  const options = [
    t.crop ? 'crop' : '',
    t.upscale ? 'upscale' : '',
    t.pixelRatio > 1 ? `${t.pixelRatio}x` : '',
    t.webp ? 'webp' : '',
  ];
  return [size, ...options.filter(Boolean)].join(',');
}

/**
 * The URL of a resized image. Sizes snap up to the allowlist (content may ask for any width), crop
 * without both sizes is dropped, and an invalid key or base throws a RangeError.
 */
export function buildImageUrl(input: ImageUrlInput): string {
  const key = resolveKey(input);
  const width = input.width ? snapImageSize(input.width) : undefined;
  const height = input.height ? snapImageSize(input.height) : undefined;
  const ratio = Math.min(3, Math.max(1, Math.ceil(input.pixelRatio ?? 1))) as PixelRatio;
  const transform = formatImageTransform({
    width,
    height,
    crop: Boolean(input.crop && width && height),
    upscale: Boolean(input.upscale),
    pixelRatio: ratio,
    webp: Boolean(input.webp),
  });
  return `${trimBase(input.base)}${imagesPathPrefix}/${transform}/${encodeKey(key)}`;
}

/** The URL of a stored file (attachments, downloads), from a fileKey or a CMS upload path. */
export function buildFileUrl(input: { base: string; fileKey?: string; path?: string }): string {
  return `${trimBase(input.base)}${filesPathPrefix}/${encodeKey(resolveKey(input))}`;
}

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
