import type { ImageSrcBuilder } from '../Image/imageSources.ts';

/**
 * Story-only product photos: SVG data URLs of a few product shapes with gradients, shading and a
 * floor shadow, so cards, galleries and sliders can be judged offline. Not exported by the package.
 */
export const productMotifs = [
  'sofa',
  'lamp',
  'headphones',
  'plant',
  'mug',
  'sneaker',
  'phone',
  'chair',
  'bag',
  'giftcard',
] as const;
export type ProductMotif = (typeof productMotifs)[number];

const hsl = (h: number, s: number, l: number) => `hsl(${((h % 360) + 360) % 360} ${s}% ${l}%)`;

/** Body gradient `b`, light `l`, dark `d` of one hue. */
function defs(hue: number): string {
  return `<defs>
<linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 55, 62)}"/><stop offset="1" stop-color="${hsl(hue, 60, 38)}"/></linearGradient>
<linearGradient id="l" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 60, 80)}"/><stop offset="1" stop-color="${hsl(hue, 50, 58)}"/></linearGradient>
<radialGradient id="bg" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${hsl(hue, 25, 93)}"/></radialGradient>
<radialGradient id="s" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>`;
}

const dark = (hue: number) => hsl(hue, 35, 24);

const shapes: Record<ProductMotif, (hue: number) => string> = {
  sofa: (h) => `<ellipse cx="200" cy="318" rx="165" ry="16" fill="url(#s)"/>
<rect x="62" y="300" width="12" height="22" rx="3" fill="${dark(h)}"/><rect x="326" y="300" width="12" height="22" rx="3" fill="${dark(h)}"/>
<rect x="70" y="150" width="260" height="110" rx="26" fill="url(#l)"/>
<rect x="48" y="215" width="304" height="92" rx="22" fill="url(#b)"/>
<rect x="40" y="190" width="50" height="120" rx="22" fill="url(#b)"/><rect x="310" y="190" width="50" height="120" rx="22" fill="url(#b)"/>
<rect x="92" y="225" width="104" height="40" rx="14" fill="${hsl(h, 55, 70)}"/><rect x="204" y="225" width="104" height="40" rx="14" fill="${hsl(h, 55, 70)}"/>`,
  lamp: (h) => `<ellipse cx="200" cy="340" rx="90" ry="12" fill="url(#s)"/>
<circle cx="200" cy="150" r="120" fill="${hsl(48, 100, 85)}" opacity="0.45"/>
<ellipse cx="200" cy="330" rx="62" ry="14" fill="${dark(h)}"/>
<rect x="193" y="170" width="14" height="160" rx="6" fill="${hsl(h, 15, 55)}"/>
<path d="M130 175 L160 70 L240 70 L270 175 Z" fill="url(#b)"/>
<path d="M160 70 L240 70 L246 92 L154 92 Z" fill="#fff" opacity="0.25"/>`,
  headphones: (h) => `<ellipse cx="200" cy="330" rx="120" ry="12" fill="url(#s)"/>
<path d="M95 230 C95 100 305 100 305 230" fill="none" stroke="${dark(h)}" stroke-width="22" stroke-linecap="round"/>
<rect x="66" y="200" width="70" height="112" rx="30" fill="url(#b)"/><rect x="264" y="200" width="70" height="112" rx="30" fill="url(#b)"/>
<rect x="84" y="218" width="20" height="76" rx="10" fill="#fff" opacity="0.25"/><rect x="282" y="218" width="20" height="76" rx="10" fill="#fff" opacity="0.25"/>`,
  plant: () => `<ellipse cx="200" cy="345" rx="80" ry="10" fill="url(#s)"/>
<g fill="${hsl(130, 45, 38)}"><ellipse cx="150" cy="170" rx="28" ry="70" transform="rotate(-30 150 170)"/><ellipse cx="250" cy="170" rx="28" ry="70" transform="rotate(30 250 170)"/><ellipse cx="200" cy="140" rx="26" ry="80"/></g>
<g fill="${hsl(120, 40, 52)}"><ellipse cx="120" cy="215" rx="20" ry="55" transform="rotate(-55 120 215)"/><ellipse cx="280" cy="215" rx="20" ry="55" transform="rotate(55 280 215)"/></g>
<path d="M135 240 L265 240 L248 340 L152 340 Z" fill="url(#b)"/>
<rect x="128" y="232" width="144" height="22" rx="6" fill="url(#l)"/>`,
  mug: (h) => `<ellipse cx="190" cy="318" rx="110" ry="12" fill="url(#s)"/>
<path d="M250 170 C320 170 320 270 250 270" fill="none" stroke="${hsl(h, 55, 45)}" stroke-width="20"/>
<path d="M110 140 L270 140 L262 300 Q260 315 245 315 L135 315 Q120 315 118 300 Z" fill="url(#b)"/>
<ellipse cx="190" cy="140" rx="80" ry="14" fill="${hsl(h, 50, 30)}"/>
<rect x="135" y="160" width="18" height="130" rx="9" fill="#fff" opacity="0.25"/>
<path d="M170 110 C160 90 185 80 175 60 M205 110 C195 90 220 80 210 60" fill="none" stroke="${hsl(h, 10, 75)}" stroke-width="6" stroke-linecap="round"/>`,
  sneaker: (h) => `<ellipse cx="200" cy="300" rx="170" ry="14" fill="url(#s)"/>
<path d="M45 285 L355 285 L355 262 Q350 240 310 232 L240 215 L190 150 Q170 135 145 150 L70 200 Q45 215 45 245 Z" fill="url(#b)"/>
<path d="M45 262 L355 262 L355 290 Q350 298 340 298 L60 298 Q45 298 45 288 Z" fill="#fafafa" stroke="${hsl(h, 10, 80)}" stroke-width="2"/>
<path d="M150 175 L210 200 M165 162 L222 188 M180 152 L232 176" stroke="#fff" stroke-width="5" stroke-linecap="round"/>
<path d="M70 225 Q150 250 250 235" fill="none" stroke="${hsl(h, 60, 80)}" stroke-width="8" stroke-linecap="round"/>`,
  phone: (h) => `<ellipse cx="200" cy="350" rx="90" ry="10" fill="url(#s)"/>
<rect x="120" y="40" width="160" height="305" rx="26" fill="${dark(h)}"/>
<rect x="130" y="52" width="140" height="281" rx="18" fill="url(#l)"/>
<circle cx="200" cy="140" r="42" fill="#fff" opacity="0.35"/><rect x="150" y="210" width="100" height="12" rx="6" fill="#fff" opacity="0.6"/>
<rect x="165" y="232" width="70" height="10" rx="5" fill="#fff" opacity="0.45"/><rect x="180" y="60" width="40" height="8" rx="4" fill="${dark(h)}"/>`,
  chair: () => `<ellipse cx="200" cy="340" rx="110" ry="12" fill="url(#s)"/>
<g stroke="${hsl(30, 35, 35)}" stroke-width="12" stroke-linecap="round"><path d="M140 230 L120 335"/><path d="M260 230 L280 335"/><path d="M160 235 L170 320"/><path d="M240 235 L230 320"/></g>
<path d="M140 70 Q200 50 260 70 L255 200 L145 200 Z" fill="url(#b)"/>
<path d="M110 205 Q200 185 290 205 L285 240 Q200 255 115 240 Z" fill="url(#l)"/>`,
  bag: (h) => `<ellipse cx="200" cy="338" rx="100" ry="12" fill="url(#s)"/>
<path d="M125 95 L275 95 L292 330 L108 330 Z" fill="url(#b)"/>
<path d="M125 95 L275 95 L270 128 L130 128 Z" fill="${dark(h)}" opacity="0.55"/>
<rect x="150" y="175" width="100" height="90" rx="8" fill="#fdf8f0"/>
<circle cx="200" cy="205" r="16" fill="${dark(h)}"/><rect x="168" y="232" width="64" height="8" rx="4" fill="${dark(h)}" opacity="0.6"/>
<rect x="140" y="140" width="12" height="180" rx="6" fill="#fff" opacity="0.18"/>`,
  giftcard: (h) => `<ellipse cx="200" cy="300" rx="150" ry="12" fill="url(#s)"/>
<rect x="60" y="110" width="280" height="180" rx="18" fill="url(#b)" transform="rotate(-6 200 200)"/>
<g transform="rotate(-6 200 200)"><rect x="60" y="180" width="280" height="24" fill="${hsl(h + 40, 80, 70)}"/>
<rect x="230" y="110" width="24" height="180" fill="${hsl(h + 40, 80, 70)}"/>
<circle cx="242" cy="192" r="22" fill="${hsl(h + 40, 85, 62)}"/><rect x="84" y="240" width="90" height="12" rx="6" fill="#fff" opacity="0.7"/></g>`,
};

/** A motif drawn in a 400×400 box, placed at (x, y) and scaled: for composing scenes. */
export function placedMotif(motif: ProductMotif, hue: number, x: number, y: number, scale: number) {
  return `<g transform="translate(${x} ${y}) scale(${scale})">${shapes[motif](hue)}</g>`;
}

export { defs as motifDefs };

/** The SVG of a motif in a hue; `detail` is a closer, mirrored view (the card's hover picture). */
export function productPictureSvg(motif: ProductMotif, hue: number, detail = false): string {
  const view = detail ? '60 40 280 280' : '0 0 400 400';
  const flip = detail ? ' transform="translate(400 0) scale(-1 1)"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${view}" width="400" height="400">${defs(hue)}<rect x="0" y="0" width="400" height="400" fill="url(#bg)"/><g${flip}>${shapes[motif](hue)}</g></svg>`;
}

/** A `(width) => url` builder like the app's image endpoint (the width is ignored: SVG scales). */
export function productPicture(motif: ProductMotif, hue: number, detail = false): ImageSrcBuilder {
  const url = `data:image/svg+xml,${encodeURIComponent(productPictureSvg(motif, hue, detail))}`;
  return () => url;
}
