/**
 * Image and file URLs (spec §7: "a CDN base plus path with size, crop, upscale, pixel ratio and webp
 * options"), built without zod so the browser bundle can build them (decision 240); `images.ts`
 * adds the schemas and the server's parsers. The form is ours (docs/decisions/007-image-urls.md):
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

export const allowedImageSizes: ReadonlySet<number> = new Set(imageSizes);
const largestSize: ImageSize = 1920;

/** One path segment of a file key: letters, digits, space, `_ . ( ) + -`; never `.`-led (no `..`). */
const fileKeySegmentPattern = /^[\p{L}\p{N}_ ()+-][\p{L}\p{N}_ .()+-]{0,127}$/u;
const fileKeyMaxSegments = 8;

/** A stored file's key: a relative path such as `demo/products/kava-12.svg` (`fileKeySchema`). */
export function isFileKey(key: string): boolean {
  const segments = key.split('/');
  return (
    key.length <= 512 &&
    segments.length <= fileKeyMaxSegments &&
    segments.every((s) => fileKeySegmentPattern.test(s))
  );
}

/** The options of a transform, as `imageTransformSchema` outputs them without the key. */
export interface ImageTransformOptions {
  width?: number;
  height?: number;
  crop: boolean;
  upscale: boolean;
  pixelRatio: PixelRatio;
  webp: boolean;
}

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
  return isFileKey(key) ? key : null;
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
  if (key && isFileKey(key)) return key;
  throw new RangeError(`Not a valid file key: ${JSON.stringify(input.fileKey ?? input.path)}`);
}

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** Canonical transform segment, e.g. `640x480,crop,2x,webp`. */
export function formatImageTransform(t: ImageTransformOptions): string {
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
