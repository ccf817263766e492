import { createHash } from 'node:crypto';
import { productSvg } from './pictures/products.ts';
import { logoSvg, portraitSvg, roomSvg, shopFrontSvg } from './pictures/scenes.ts';

/**
 * Demo pictures, generated from their file key (nothing is downloaded or stored): the same key
 * always gives the same SVG, so every back-end instance serves identical bytes without shared disk.
 * Keys look like `[demo/]{kind}/{name}.{svg|png|webp}`; the extension only picks the default output.
 * An uploaded file with the same key wins (see files.service.ts).
 */

export const demoImageKinds = [
  'products',
  'categories',
  'brands',
  'banners',
  'articles',
  'authors',
  'branches',
  'colors',
  'pages',
  'employees',
  'content',
] as const;
export type DemoImageKind = (typeof demoImageKinds)[number];

export const demoPrefix = 'demo/';
type DemoFormat = 'svg' | 'png' | 'webp';
/** `demo/` is optional so content seeded as `branches/branch-1.svg` is generated too. */
const keyPattern = /^(?:demo\/)?([a-z]+)\/([a-z0-9]+(?:-[a-z0-9]+)*)\.(svg|png|webp)$/;

/** The key under which the seed refers to a demo picture, e.g. `demo/products/kava-12.svg`. */
export function demoImageKey(
  kind: DemoImageKind,
  name: string,
  format: DemoFormat = 'svg',
): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${demoPrefix}${kind}/${slug || 'image'}.${format}`;
}

/** Canvas per kind: wide banners, square everything else. */
const canvas: Record<DemoImageKind, { width: number; height: number }> = {
  products: { width: 1200, height: 1200 },
  categories: { width: 800, height: 800 },
  brands: { width: 800, height: 400 },
  banners: { width: 1920, height: 600 },
  articles: { width: 1600, height: 900 },
  authors: { width: 600, height: 600 },
  branches: { width: 1600, height: 900 },
  colors: { width: 200, height: 200 },
  pages: { width: 1600, height: 900 },
  employees: { width: 600, height: 600 },
  content: { width: 1600, height: 900 },
};

/** Title-cased words of the file name: `kava-zrnkova-12` → `Kava Zrnkova 12`. */
function label(name: string): string {
  return name
    .split('-')
    .slice(0, 4)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** A flat swatch: a colour named by its hex value (parameter value images), else one per key. */
function swatchSvg(key: string, name: string, w: number, h: number): string {
  const hex = /^[0-9a-f]{6}$/.test(name)
    ? name
    : createHash('sha256').update(key).digest('hex').slice(0, 6);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="#${hex}"/></svg>`;
}

/**
 * The SVG of a demo key, or null when the key is not a demo picture. Pictures look like what they
 * stand for: products in their shape (from the words of the name) and colour, banners and article
 * pictures as rooms with products in them, branches as shop fronts, people as portraits, brands as
 * logos. Only strings are built here (fast, deterministic); the image service renders them.
 */
export function demoImageSvg(key: string): string | null {
  const match = keyPattern.exec(key);
  const kind = demoImageKinds.find((known) => known === match?.[1]);
  if (!match || !kind) return null;
  const name = match[2] ?? '';
  const { width: w, height: h } = canvas[kind];
  switch (kind) {
    case 'products':
      return productSvg(name, w);
    case 'categories':
      return productSvg(`${name}-1`, w);
    case 'banners':
      // Phones get a square picture with the products spread out; desktops keep the left free for text.
      return name.endsWith('-mobile') ? roomSvg(key, 800, 800, false) : roomSvg(key, w, h, true);
    case 'branches':
      return name.endsWith('-inside') ? roomSvg(key, w, h, false) : shopFrontSvg(key, w, h);
    case 'authors':
    case 'employees':
      return portraitSvg(key, w);
    case 'brands':
      return logoSvg(key, label(name), w, h);
    case 'colors':
      return swatchSvg(key, name, w, h);
    case 'articles':
    case 'pages':
    case 'content':
      return name.includes('logo') ? logoSvg(key, 'Vitrina', w, h) : roomSvg(key, w, h, false);
  }
}
