import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoImageKey, demoImageSvg } from './images.ts';

const svg = (key: string) => {
  const source = demoImageSvg(key);
  if (source === null) throw new Error(`${key} is not a demo picture`);
  return source;
};
const motif = (key: string) => /data-motif="([a-zA-Z]+)"/.exec(svg(key))?.[1];
const shot = (key: string) => /data-shot="([a-z]+)"/.exec(svg(key))?.[1];

describe('demo pictures', () => {
  it('are the same for the same key and differ between products', () => {
    const key = demoImageKey('products', 'lehka-pohovka-zula-12-1');
    expect(svg(key)).toBe(svg(key));
    expect(svg(key)).not.toBe(svg(demoImageKey('products', 'lehka-pohovka-orion-3-1')));
  });

  it.each([
    ['pohodlna-pohovka-nordic-horizont-12-1', 'sofa'],
    ['klasicka-rohova-sedacka-acme-kun-3-2', 'sofa'],
    ['stolni-lampa-lumen-usvit-7-1', 'lamp'],
    ['stropni-svetlo-lumen-reka-9-1', 'pendant'],
    ['jidelni-stul-dub-nova-2-1', 'table'],
    ['horske-kolo-velo-delta-5-1', 'bike'],
    ['damske-saty-moda-orion-8-1', 'dress'],
    ['panska-kosile-moda-bour-4-1', 'garment'],
    ['chytry-telefon-tech-jiskra-99-1', 'phone'],
    ['rychlovarna-konvice-home-vanek-1-1', 'kettle'],
    ['deskova-hra-fun-stika-6-1', 'boardGame'],
    ['neco-uplne-jineho-1', 'parcel'],
  ])('draw a product in its shape: %s → %s', (name, expected) => {
    expect(motif(demoImageKey('products', name))).toBe(expected);
  });

  it('paint a colour variant in its colour and frame numbered files as different shots', () => {
    expect(svg(demoImageKey('products', 'lehka-pohovka-zula-12-red'))).toContain('hsl(2, 68%');
    expect(svg(demoImageKey('products', 'lehka-pohovka-zula-12-navy'))).toContain('hsl(225, 55%');
    expect(
      [1, 2, 3, 4].map((n) => shot(demoImageKey('products', `lehka-pohovka-zula-12-${n}`))),
    ).toEqual(['front', 'detail', 'side', 'setting']);
  });

  it('keep hex-named colour swatches exact and refuse keys that are not demo pictures', () => {
    expect(svg('demo/colors/ff8800.svg')).toContain('fill="#ff8800"');
    expect(demoImageSvg('demo/unknown/x.svg')).toBeNull();
    expect(demoImageSvg('uploads/products/x.svg')).toBeNull();
    expect(demoImageSvg('demo/products/../x.svg')).toBeNull();
  });

  it('give phones a square banner and keep the desktop one wide', () => {
    expect(svg('demo/banners/wide-1-mobile.svg')).toMatch(/width="800" height="800"/);
    expect(svg('demo/banners/wide-1.svg')).toMatch(/width="1920" height="600"/);
  });

  it.each([
    ['demo/products/lehka-pohovka-zula-12-4.svg', 1200, 1200],
    ['demo/banners/wide-2.svg', 1920, 600],
    ['demo/banners/wide-2-mobile.svg', 800, 800],
    ['demo/branches/branch-3.svg', 1600, 900],
    ['demo/branches/branch-3-inside.svg', 1600, 900],
    ['demo/articles/article-1.svg', 1600, 900],
    ['demo/authors/jana-novakova.svg', 600, 600],
    ['demo/brands/nordic-home.svg', 800, 400],
    ['demo/content/footer-logo.svg', 1600, 900],
    ['demo/categories/kava.svg', 800, 800],
  ])('render as valid SVG: %s', async (key, width, height) => {
    const meta = await sharp(Buffer.from(svg(key))).metadata();
    expect([meta.width, meta.height]).toEqual([width, height]);
    const { info } = await sharp(Buffer.from(svg(key)))
      .resize({ width: 64 })
      .png()
      .toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(64);
  });
});
