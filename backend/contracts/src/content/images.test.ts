import { describe, expect, it } from 'vitest';
import {
  buildFileUrl,
  buildImageUrl,
  fileKeyFromPath,
  imageSizes,
  parseFileKeyPath,
  parseImageUrlPath,
  snapImageSize,
} from './images.ts';

const base = 'https://cdn.example.com';
const rest = (url: string) => url.slice(`${base}/images/`.length);

describe('buildImageUrl', () => {
  it('puts size and options into one canonical path segment', () => {
    expect(
      buildImageUrl({
        base,
        fileKey: 'demo/products/kava.svg',
        width: 640,
        height: 480,
        crop: true,
        upscale: true,
        pixelRatio: 2,
        webp: true,
      }),
    ).toBe(`${base}/images/640x480,crop,upscale,2x,webp/demo/products/kava.svg`);
    expect(buildImageUrl({ base: '', fileKey: 'a.png', width: 256 })).toBe('/images/w256/a.png');
    expect(buildImageUrl({ base: `${base}/`, fileKey: 'a.png', height: 48 })).toBe(
      `${base}/images/h48/a.png`,
    );
    expect(buildImageUrl({ base, fileKey: 'a.png', webp: true })).toBe(
      `${base}/images/original,webp/a.png`,
    );
  });

  it('snaps sizes up to the allowlist, clamps the pixel ratio and drops a one-sided crop', () => {
    expect(buildImageUrl({ base, fileKey: 'a.png', width: 500, height: 301, crop: true })).toBe(
      `${base}/images/560x320,crop/a.png`,
    );
    expect(buildImageUrl({ base, fileKey: 'a.png', width: 9999, pixelRatio: 7 })).toBe(
      `${base}/images/w1920,3x/a.png`,
    );
    expect(buildImageUrl({ base, fileKey: 'a.png', width: 62, pixelRatio: 1.5, crop: true })).toBe(
      `${base}/images/w62,2x/a.png`,
    );
    expect(snapImageSize(1)).toBe(imageSizes[0]);
  });

  it('takes a CMS upload path instead of a fileKey and encodes each segment', () => {
    expect(buildImageUrl({ base, path: '/uploads/články/žlutý kůň.png', width: 320 })).toBe(
      `${base}/images/w320/%C4%8Dl%C3%A1nky/%C5%BElut%C3%BD%20k%C5%AF%C5%88.png`,
    );
    expect(buildFileUrl({ base: '', path: '/uploads/docs/brew-guide.pdf' })).toBe(
      '/files/docs/brew-guide.pdf',
    );
  });

  it.each([
    '../etc/passwd',
    'a/../b.png',
    '/etc/passwd',
    'a\\b.png',
    'https://evil.test/x.png',
    '.env',
    '',
  ])('throws for the unsafe key %j', (fileKey) => {
    expect(() => buildImageUrl({ base, fileKey, width: 64 })).toThrow(RangeError);
  });

  it('refuses a base that is neither a path nor http(s)', () => {
    expect(() => buildImageUrl({ base: 'javascript:alert(1)//', fileKey: 'a.png' })).toThrow(
      RangeError,
    );
  });
});

describe('parseImageUrlPath', () => {
  it('is the inverse of buildImageUrl', () => {
    const url = buildImageUrl({
      base,
      path: '/uploads/články/žlutý kůň.png',
      width: 62,
      height: 48,
      crop: true,
      pixelRatio: 3,
      webp: true,
    });
    expect(parseImageUrlPath(rest(url))).toEqual({
      success: true,
      data: {
        fileKey: 'články/žlutý kůň.png',
        width: 62,
        height: 48,
        crop: true,
        upscale: false,
        pixelRatio: 3,
        webp: true,
      },
    });
  });

  it.each([
    ['650x480/a.png', 'not an allowed size'],
    ['w99999/a.png', 'Unknown size'],
    ['w640,4x/a.png', ''],
    ['w640,1x/a.png', 'canonical'],
    ['w640,webp,crop/a.png', ''],
    ['w640,crop/a.png', 'Crop needs both'],
    ['w640,grayscale/a.png', 'canonical'],
    ['w640', 'Expected'],
    ['w640/../secret.png', 'file key'],
    ['w640/%2e%2e/secret.png', 'file key'],
    ['w640/a%2F..%2F..%2Fsecret.png', 'file key'],
    ['w640/%252e%252e/secret.png', 'file key'],
    ['w640/a%5C..%5Csecret.png', 'file key'],
    ['w640//etc/passwd', 'file key'],
    ['w640/http:/evil.test/x.png', 'file key'],
    ['w640/%E0%A4%A.png', 'percent-encoding'],
  ])('refuses %s', (path, message) => {
    const result = parseImageUrlPath(path);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.toLowerCase()).toContain(message.toLowerCase());
  });
});

describe('file keys', () => {
  it('turns upload paths into keys', () => {
    expect(fileKeyFromPath('/uploads/docs/a.pdf')).toBe('docs/a.pdf');
    expect(fileKeyFromPath('docs/a.pdf')).toBe('docs/a.pdf');
    expect(fileKeyFromPath('/uploads/../a.pdf')).toBeNull();
    expect(fileKeyFromPath('C:\\Windows\\win.ini')).toBeNull();
  });

  it('decodes each segment once', () => {
    expect(parseFileKeyPath('docs/brew%20guide.pdf')).toEqual({
      success: true,
      data: 'docs/brew guide.pdf',
    });
    expect(parseFileKeyPath('docs%2Fbrew.pdf')).toEqual({ success: true, data: 'docs/brew.pdf' });
    expect(parseFileKeyPath('docs%2F..%2F..%2Fsecret').success).toBe(false);
    expect(parseFileKeyPath('%2Fetc%2Fpasswd').success).toBe(false);
  });
});
