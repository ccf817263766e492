import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import {
  formatImageTransform,
  parseImageUrlPath,
  type ImageTransform,
} from '@vitrina/contracts/content';
import sharp from 'sharp';
import { ValidationError } from '../../../core/errors.ts';
import { loadStoredFile, type FileStoreOptions } from '../files/files.service.ts';

export interface ImageServiceOptions extends FileStoreOptions {
  /** Rendered variants, one file per (source bytes, canonical transform); safe to delete. */
  cacheDir: string;
}

export interface RenderedImage {
  bytes: Buffer;
  contentType: string;
  /** Content hash of source and transform: the ETag and the cache file name. */
  hash: string;
  cacheHit: boolean;
}

/** Bumped when rendering changes, so old cache files stop matching. */
const renderVersion = 'v1';
/** Bound on decoded source size: a hostile upload cannot make sharp allocate gigabytes. */
const maxInputPixels = 40_000_000;
/** An `original` is still bounded (and re-encoded, which strips metadata). */
const maxOriginalSide = 2560;

type OutputFormat = 'webp' | 'png' | 'jpeg';

/** webp when asked, else the source's own raster format; SVG (and GIF) become PNG, never SVG. */
function outputFormat(key: string, webp: boolean): OutputFormat {
  if (webp) return 'webp';
  const ext = extname(key).toLowerCase();
  if (ext === '.jpg' || ext === '.jpeg') return 'jpeg';
  if (ext === '.webp') return 'webp';
  return 'png';
}

/** The raw path after `/images/` as a transform, or a 400 naming what is wrong. */
export function imageTransformFromRawPath(rawPath: string): ImageTransform {
  const parsed = parseImageUrlPath(rawPath);
  if (parsed.success) return parsed.data;
  throw new ValidationError(parsed.error, 'path');
}

async function render(source: Buffer, t: ImageTransform, format: OutputFormat): Promise<Buffer> {
  const width = t.width && t.width * t.pixelRatio;
  const height = t.height && t.height * t.pixelRatio;
  const image = sharp(source, { limitInputPixels: maxInputPixels, failOn: 'error' }).rotate();
  if (width || height) {
    image.resize({
      width,
      height,
      fit: t.crop ? 'cover' : 'inside',
      withoutEnlargement: !t.upscale,
    });
  } else {
    image.resize({
      width: maxOriginalSide,
      height: maxOriginalSide,
      fit: 'inside',
      withoutEnlargement: true,
    });
  }
  if (format === 'webp') image.webp({ quality: 80 });
  else if (format === 'jpeg') image.jpeg({ quality: 82, mozjpeg: true });
  else image.png({ compressionLevel: 8 });
  return image.toBuffer();
}

/** Renders in flight per cache key: concurrent first requests for one variant share one render. */
const inFlight = new Map<string, Promise<Buffer>>();

async function renderCached(
  file: string,
  hash: string,
  produce: () => Promise<Buffer>,
): Promise<{ bytes: Buffer; cacheHit: boolean }> {
  try {
    return { bytes: await readFile(file), cacheHit: true };
  } catch {
    // Not cached yet.
  }
  let pending = inFlight.get(hash);
  if (!pending) {
    pending = (async () => {
      const bytes = await produce();
      await mkdir(join(file, '..'), { recursive: true });
      // Write then rename, so a concurrent reader never sees half a file.
      const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
      return bytes;
    })().finally(() => inFlight.delete(hash));
    inFlight.set(hash, pending);
  }
  return { bytes: await pending, cacheHit: false };
}

/** The image at `/images/{transform}/{fileKey}`: resized, cropped and converted, from disk cache. */
export async function renderImage(
  options: ImageServiceOptions,
  transform: ImageTransform,
): Promise<RenderedImage> {
  const source = await loadStoredFile(options, transform.fileKey);
  if (!source.contentType.startsWith('image/')) {
    throw new ValidationError('Not an image', 'path');
  }
  const format = outputFormat(transform.fileKey, transform.webp);
  const hash = createHash('sha256')
    .update(`${renderVersion}\n${source.hash}\n${formatImageTransform(transform)}\n${format}`)
    .digest('hex');
  const file = join(options.cacheDir, hash.slice(0, 2), `${hash}.${format}`);
  const { bytes, cacheHit } = await renderCached(file, hash, () =>
    render(source.bytes, transform, format).catch(() => {
      // A file sharp cannot decode is bad content, not a server fault.
      throw new ValidationError('The file is not a readable image', 'path');
    }),
  );
  return { bytes, contentType: `image/${format}`, hash, cacheHit };
}
