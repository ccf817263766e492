import { motifFor, productMotifs } from './motifs.ts';
import type { ProductMotif } from './motifs.ts';
import { choices, hsl, pick, toneDefs } from './svg.ts';
import type { Tone } from './svg.ts';

/** Variant colours of the catalogue (seed/catalogue-products.ts) as the picture paints them. */
const colourTones: Record<string, Tone> = {
  black: { h: 220, s: 10, l: 24 },
  white: { h: 210, s: 12, l: 90 },
  grey: { h: 210, s: 6, l: 58 },
  red: { h: 2, s: 68, l: 50 },
  blue: { h: 212, s: 70, l: 50 },
  green: { h: 135, s: 45, l: 40 },
  yellow: { h: 46, s: 88, l: 55 },
  brown: { h: 25, s: 45, l: 36 },
  pink: { h: 335, s: 65, l: 68 },
  orange: { h: 24, s: 85, l: 55 },
  purple: { h: 275, s: 45, l: 50 },
  navy: { h: 225, s: 55, l: 30 },
};

/** Which shot of a product a file is: the front, a close-up, the other side or in a setting. */
const shots = ['front', 'detail', 'side', 'setting'] as const;
type Shot = (typeof shots)[number];

/** `lehka-pohovka-zula-12-3` → the product part and its suffix (`3`, or a colour name). */
function parseName(name: string): { product: string; suffix: string } {
  const cut = name.lastIndexOf('-');
  return cut < 0
    ? { product: name, suffix: '' }
    : { product: name.slice(0, cut), suffix: name.slice(cut + 1) };
}

function backdrop(tone: Tone, shot: Shot): string {
  if (shot === 'setting') {
    // A coloured wall and a floor, as if photographed in a room.
    const wall: Tone = { h: tone.h + 30, s: 25, l: 86 };
    return `<rect width="400" height="400" fill="${hsl(wall)}"/><rect y="318" width="400" height="82" fill="${hsl({ h: 30, s: 28, l: 62 })}"/><rect y="314" width="400" height="5" fill="${hsl(wall, 8)}"/>`;
  }
  // A white sweep with the faintest tint of the product's colour, lit from the top left.
  return `<defs><radialGradient id="studio" cx="0.4" cy="0.3" r="0.9"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${hsl({ h: tone.h, s: 18, l: 92 })}"/></radialGradient></defs><rect width="400" height="400" fill="url(#studio)"/>`;
}

const views: Record<Shot, { viewBox: string; transform: string }> = {
  front: { viewBox: '0 0 400 400', transform: '' },
  detail: { viewBox: '70 60 240 240', transform: '' },
  side: { viewBox: '0 0 400 400', transform: 'translate(400 0) scale(-1 1)' },
  setting: { viewBox: '0 0 400 400', transform: 'translate(60 40) scale(0.7)' },
};

/**
 * A product photo: the product's shape (from the words of its name) in its colour (a variant's
 * colour name, else one fixed by the name), shot from the front, close up, from the other side or
 * in a room (files 1–4), with studio light and a floor shadow.
 */
export function productSvg(name: string, size: number): string {
  const { product, suffix } = parseName(name);
  const n = choices(product);
  const colour = colourTones[suffix];
  const tone: Tone = colour ?? {
    h: pick(n, 0, 359),
    s: 45 + pick(n, 1, 25),
    l: 42 + pick(n, 2, 16),
  };
  const number = Number.parseInt(suffix, 10);
  const shot: Shot =
    colour || !Number.isFinite(number) ? 'front' : (shots[(number - 1) % shots.length] ?? 'front');
  const motif: ProductMotif = motifFor(product);
  const view = views[shot];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${view.viewBox}">`,
    backdrop(tone, shot),
    toneDefs(tone),
    `<g data-motif="${motif}" data-shot="${shot}"${view.transform ? ` transform="${view.transform}"` : ''}>`,
    productMotifs[motif](tone),
    '</g></svg>',
  ].join('');
}
