import { productMotifs } from './motifs.ts';
import type { ProductMotif } from './motifs.ts';
import { choices, escapeXml, hsl, pick, toneDefs } from './svg.ts';
import type { Tone } from './svg.ts';

/** Products that make a room look lived in, for banners and article pictures. */
const roomMotifs: readonly ProductMotif[] = [
  'sofa',
  'lamp',
  'plant',
  'chair',
  'table',
  'speaker',
  'kettle',
  'backpack',
  'bike',
  'tv',
];

/** A motif with its own gradients (ids made unique), placed at (x, y) at `scale`. */
function placed(motif: ProductMotif, tone: Tone, x: number, y: number, scale: number, id: string) {
  const own = (svg: string) =>
    svg.replace(/(id="|url\(#)(body|light|shade|floor|shine)\b/g, `$1$2-${id}`);
  return `<g transform="translate(${x} ${y}) scale(${scale})">${own(toneDefs(tone))}${own(productMotifs[motif](tone))}</g>`;
}

/** Wall, window light and floor of a room `width`×`height` in a hue. */
function room(width: number, height: number, hue: number, floorAt: number): string {
  return [
    '<defs>',
    `<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl({ h: hue + 20, s: 32, l: 84 })}"/><stop offset="1" stop-color="${hsl({ h: hue, s: 28, l: 66 })}"/></linearGradient>`,
    `<linearGradient id="boards" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl({ h: 30, s: 30, l: 60 })}"/><stop offset="1" stop-color="${hsl({ h: 28, s: 32, l: 42 })}"/></linearGradient>`,
    '<radialGradient id="sun" cx="0.78" cy="0.18" r="0.75"><stop offset="0" stop-color="#fff8e6" stop-opacity="0.9"/><stop offset="1" stop-color="#fff8e6" stop-opacity="0"/></radialGradient>',
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#wall)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#sun)"/>`,
    `<rect y="${floorAt}" width="${width}" height="${height - floorAt}" fill="url(#boards)"/>`,
    `<rect y="${floorAt - 6}" width="${width}" height="8" fill="${hsl({ h: hue, s: 20, l: 93 })}"/>`,
  ].join('');
}

/**
 * A room with three or four products standing in it. `clearLeft` keeps the left part free for a
 * banner's text (desktop banners); otherwise the products spread across the picture.
 */
export function roomSvg(key: string, width: number, height: number, clearLeft: boolean): string {
  const n = choices(key);
  const hue = pick(n, 0, 359);
  const floorAt = Math.round(height * 0.74);
  const count = clearLeft ? 3 : 3 + pick(n, 1, 1);
  const from = clearLeft ? width * 0.5 : width * 0.04;
  const span = (clearLeft ? width * 0.48 : width * 0.92) / count;
  // Motifs fill about 80 % of their 400 px box, so boxes may overlap a little.
  const scale = Math.min(span / 330, (height * 0.7) / 400);
  const items = Array.from({ length: count }, (_, index) => {
    const motif = roomMotifs[(pick(n, 2 + index, 255) + index) % roomMotifs.length] ?? 'plant';
    const tone: Tone = { h: hue + 140 + index * 47, s: 45, l: 50 };
    const x = from + index * span + (span - 400 * scale) / 2;
    return placed(motif, tone, x, floorAt - 345 * scale, scale, String(index));
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${room(width, height, hue, floorAt)}${items.join('')}</svg>`;
}

/** A shop front: wall, two windows with goods, a door and an awning in the shop's colour. */
export function shopFrontSvg(key: string, width: number, height: number): string {
  const n = choices(key);
  const hue = pick(n, 0, 359);
  const brand: Tone = { h: hue, s: 55, l: 42 };
  const ground = Math.round(height * 0.86);
  const windows = [0.08, 0.62].map((at, index) => {
    const x = width * at;
    return `<rect x="${x}" y="${height * 0.36}" width="${width * 0.3}" height="${height * 0.44}" fill="hsl(200, 40%, 78%)" stroke="${hsl(brand, -20)}" stroke-width="10"/>${placed(roomMotifs[(pick(n, 3 + index, 9) + index) % roomMotifs.length] ?? 'lamp', { h: hue + 160, s: 45, l: 52 }, x + width * 0.05, height * 0.4, (height * 0.36) / 400, `w${index}`)}`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="hsl(205, 60%, 86%)"/>`,
    `<rect x="0" y="${height * 0.12}" width="${width}" height="${ground - height * 0.12}" fill="${hsl({ h: 35, s: 20, l: 88 })}"/>`,
    `<rect x="0" y="${height * 0.2}" width="${width}" height="${height * 0.1}" fill="${hsl(brand)}"/>`,
    ...Array.from(
      { length: 12 },
      (_, i) =>
        `<rect x="${(width / 12) * i}" y="${height * 0.3}" width="${width / 24}" height="${height * 0.04}" fill="${hsl(brand, 30)}"/>`,
    ),
    ...windows,
    `<rect x="${width * 0.42}" y="${height * 0.42}" width="${width * 0.16}" height="${ground - height * 0.42}" fill="${hsl(brand, -22)}"/>`,
    `<circle cx="${width * 0.55}" cy="${height * 0.64}" r="${height * 0.012}" fill="#f5d36a"/>`,
    `<rect x="0" y="${ground}" width="${width}" height="${height - ground}" fill="hsl(30, 8%, 55%)"/>`,
    '</svg>',
  ].join('');
}

/** A head-and-shoulders portrait: skin, hair and clothes picked from the name. */
export function portraitSvg(key: string, size: number): string {
  const n = choices(key);
  const skin = hsl({ h: 20 + pick(n, 0, 15), s: 45, l: 45 + pick(n, 1, 35) });
  const hair = hsl({ h: 20 + pick(n, 2, 25), s: 35, l: 12 + pick(n, 3, 45) });
  const shirt: Tone = { h: pick(n, 4, 359), s: 45, l: 45 };
  const long = pick(n, 5, 1) === 1;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400">`,
    `<defs><radialGradient id="bg" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="${hsl({ h: shirt.h + 180, s: 30, l: 88 })}"/><stop offset="1" stop-color="${hsl({ h: shirt.h + 180, s: 25, l: 70 })}"/></radialGradient></defs>`,
    '<rect width="400" height="400" fill="url(#bg)"/>',
    long
      ? `<path d="M120 170 Q120 60 200 60 Q280 60 280 170 L290 300 L110 300 Z" fill="${hair}"/>`
      : '',
    `<path d="M60 400 Q60 280 200 270 Q340 280 340 400 Z" fill="${hsl(shirt)}"/>`,
    `<rect x="175" y="215" width="50" height="70" rx="20" fill="${skin}"/>`,
    `<ellipse cx="200" cy="165" rx="68" ry="80" fill="${skin}"/>`,
    `<path d="M132 150 Q135 80 200 78 Q265 80 268 150 Q240 110 200 112 Q160 110 132 150 Z" fill="${hair}"/>`,
    '<circle cx="176" cy="168" r="6" fill="#2b2b2b"/><circle cx="224" cy="168" r="6" fill="#2b2b2b"/>',
    '<path d="M180 205 Q200 218 220 205" fill="none" stroke="#8a3b3b" stroke-width="5" stroke-linecap="round"/>',
    '</svg>',
  ].join('');
}

/** A brand's logo: an emblem in the brand's colour and its name as a wordmark. */
export function logoSvg(key: string, title: string, width: number, height: number): string {
  const n = choices(key);
  const tone: Tone = { h: pick(n, 0, 359), s: 60, l: 40 };
  const r = height * 0.22;
  const cx = width * 0.18;
  const cy = height / 2;
  const emblems = [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${hsl(tone)}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.5}" fill="#fff"/>`,
    `<rect x="${cx - r}" y="${cy - r}" width="${r * 2}" height="${r * 2}" rx="${r * 0.35}" fill="${hsl(tone)}" transform="rotate(45 ${cx} ${cy})"/>`,
    `<path d="M${cx - r} ${cy + r} L${cx} ${cy - r} L${cx + r} ${cy + r} Z" fill="${hsl(tone)}"/>`,
  ];
  const size = Math.round(
    Math.min(height * 0.3, (width * 0.62) / Math.max(title.length, 4) / 0.62),
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    emblems[pick(n, 1, emblems.length - 1)] ?? '',
    `<text x="${width * 0.32}" y="${cy + size * 0.35}" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="bold" letter-spacing="1" fill="${hsl(tone, -15)}">${escapeXml(title)}</text>`,
    '</svg>',
  ].join('');
}
