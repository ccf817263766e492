import { createHash } from 'node:crypto';

/** A colour as hue, saturation and lightness; pictures shade it lighter and darker. */
export interface Tone {
  h: number;
  s: number;
  l: number;
}

export const hsl = ({ h, s, l }: Tone, dl = 0, ds = 0) =>
  `hsl(${Math.round(((h % 360) + 360) % 360)}, ${clamp(s + ds)}%, ${clamp(l + dl)}%)`;

const clamp = (value: number) => Math.round(Math.min(100, Math.max(0, value)));

/** Bytes of a hash as small numbers: a picture's "random" choices, fixed per key. */
export function choices(key: string): number[] {
  return [...createHash('sha256').update(key).digest()];
}

/** Choice `i` scaled to 0..max (inclusive), rounded. */
export const pick = (n: readonly number[], i: number, max: number) =>
  Math.round(((n[i % n.length] ?? 0) / 255) * max);

/**
 * Gradients every motif paints with: `body` (the object's colour, lit from above), `light` (a
 * lighter face), `shade` (a darker face) and `floor` (the soft shadow under it).
 */
export function toneDefs(tone: Tone): string {
  return [
    '<defs>',
    `<linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(tone, 12)}"/><stop offset="1" stop-color="${hsl(tone, -12)}"/></linearGradient>`,
    `<linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(tone, 28, -8)}"/><stop offset="1" stop-color="${hsl(tone, 8)}"/></linearGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(tone, -18)}"/><stop offset="1" stop-color="${hsl(tone, -30)}"/></linearGradient>`,
    '<radialGradient id="floor" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.3"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
    '<linearGradient id="shine" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>',
    '</defs>',
  ].join('');
}

/** A soft floor shadow centred at (cx, cy). */
export const floorShadow = (cx: number, cy: number, rx: number, ry = rx / 9) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#floor)"/>`;

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
