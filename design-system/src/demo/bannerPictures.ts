import type { ImageSrcBuilder } from '../Image/imageSources.ts';
import { motifDefs, placedMotif } from './productPictures.ts';
import type { ProductMotif } from './productPictures.ts';

/**
 * Story-only banner photos: a room (wall, window light, floor) with products in it, drawn wide
 * for desktops and square for phones, the products on the side the text does not cover.
 */
export interface BannerScene {
  hue: number;
  motifs: readonly ProductMotif[];
}

const hsl = (h: number, s: number, l: number) => `hsl(${((h % 360) + 360) % 360} ${s}% ${l}%)`;

function room(width: number, height: number, hue: number): string {
  const floor = Math.round(height * 0.72);
  return `<defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue + 20, 35, 82)}"/><stop offset="1" stop-color="${hsl(hue, 30, 64)}"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(30, 30, 58)}"/><stop offset="1" stop-color="${hsl(28, 32, 42)}"/></linearGradient>
<radialGradient id="sun" cx="0.8" cy="0.2" r="0.7"><stop offset="0" stop-color="#fff8e6" stop-opacity="0.85"/><stop offset="1" stop-color="#fff8e6" stop-opacity="0"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#wall)"/>
<rect width="${width}" height="${height}" fill="url(#sun)"/>
<rect y="${floor}" width="${width}" height="${height - floor}" fill="url(#floor)"/>
<rect y="${floor - 6}" width="${width}" height="8" fill="${hsl(hue, 20, 92)}"/>`;
}

export function bannerPictureSvg(scene: BannerScene, mobile = false): string {
  const width = mobile ? 800 : 1920;
  const height = mobile ? 800 : 600;
  const floor = Math.round(height * 0.72);
  const count = scene.motifs.length;
  // Desktop: products across the right 40 % (the text covers the left); phone: the whole width.
  const from = mobile ? 40 : width * 0.58;
  const span = (mobile ? width - 80 : width * 0.4) / Math.max(count, 1);
  const scale = Math.min(span / 400, (mobile ? 0.75 : 1.05) * (height / 600)) * 1.1;
  const placed = scene.motifs
    .map((motif, index) => {
      const x = from + index * span + (span - 400 * scale) / 2;
      const y = floor - 350 * scale;
      return placedMotif(motif, scene.hue + index * 40, x, y, scale);
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${room(width, height, scene.hue)}${motifDefs(scene.hue)}${placed}</svg>`;
}

/** A `(width) => url` builder for a scene (SVG scales, so the width is not used). */
export function bannerPicture(scene: BannerScene, mobile = false): ImageSrcBuilder {
  const url = `data:image/svg+xml,${encodeURIComponent(bannerPictureSvg(scene, mobile))}`;
  return () => url;
}

export const demoBannerScenes: readonly BannerScene[] = [
  { hue: 190, motifs: ['lamp', 'sofa', 'plant'] },
  { hue: 20, motifs: ['chair', 'mug', 'plant'] },
  { hue: 230, motifs: ['headphones', 'phone', 'sneaker'] },
  { hue: 90, motifs: ['plant', 'bag', 'giftcard'] },
];
