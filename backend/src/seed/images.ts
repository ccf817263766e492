import { createHash } from 'node:crypto';

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

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Bytes of a hash as small numbers: the picture's "random" choices, fixed per key. */
function choices(key: string): number[] {
  return [...createHash('sha256').update(key).digest()];
}

function shapes(kind: DemoImageKind, w: number, h: number, n: number[], hue: number): string {
  const at = (i: number, max: number) => Math.round(((n[i] ?? 0) / 255) * max);
  const accent = `hsl(${(hue + 150) % 360}, 70%, 55%)`;
  const light = `hsl(${hue}, 60%, 88%)`;
  if (kind === 'products') {
    // A "product": a body, a lid and a shadow, proportions varied per key.
    const bw = 360 + at(3, 240);
    const bh = 420 + at(4, 260);
    const x = (w - bw) / 2;
    const y = (h - bh) / 2 + 60;
    const round = at(5, 1) ? bw / 2 : 40;
    return [
      `<ellipse cx="${w / 2}" cy="${y + bh + 30}" rx="${bw / 1.6}" ry="40" fill="#000" fill-opacity="0.13"/>`,
      `<rect x="${x}" y="${y}" width="${bw}" height="${bh}" rx="${Math.min(round, bh / 2)}" fill="${accent}"/>`,
      `<rect x="${x + bw * 0.2}" y="${y - 70}" width="${bw * 0.6}" height="90" rx="20" fill="hsl(${hue}, 40%, 30%)"/>`,
      `<circle cx="${w / 2}" cy="${y + bh / 2}" r="${bw / 4}" fill="${light}"/>`,
    ].join('');
  }
  return Array.from({ length: 5 }, (_, i) => {
    const cx = at(6 + i, w);
    const cy = at(11 + i, h);
    const r = 40 + at(16 + i, Math.min(w, h) / 3);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${(hue + i * 40) % 360}, 65%, 60%)" opacity="0.55"/>`;
  }).join('');
}

/** Title-cased words of the file name: `kava-zrnkova-12` → `Kava Zrnkova 12`. */
function label(name: string): string {
  return name
    .split('-')
    .slice(0, 4)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The SVG of a demo key, or null when the key is not a demo picture. */
export function demoImageSvg(key: string): string | null {
  const match = keyPattern.exec(key);
  const kind = demoImageKinds.find((known) => known === match?.[1]);
  if (!match || !kind) return null;
  const name = match[2] ?? '';
  const { width: w, height: h } = canvas[kind];
  if (kind === 'colors' && /^[0-9a-f]{6}$/.test(name)) {
    // A colour swatch named by its hex value (parameter value images).
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="#${name}"/></svg>`;
  }
  const n = choices(key);
  const hue = Math.round(((n[0] ?? 0) / 255) * 359);
  const text = escapeXml(label(name));
  const size = Math.round(Math.min(w / Math.max(text.length, 8), h / 6));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<rect width="100%" height="100%" fill="hsl(${hue}, 45%, 94%)"/>`,
    shapes(kind, w, h, n, hue),
    `<text x="50%" y="${h - size}" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="bold" text-anchor="middle" fill="hsl(${hue}, 50%, 20%)">${text}</text>`,
    '</svg>',
  ].join('');
}
