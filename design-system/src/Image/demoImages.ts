/**
 * Story-only stand-ins for product photos: SVG data URLs drawn at the requested size, with the
 * width printed on them so the srcSet choice is visible. No network, no files.
 */
export function demoImageSrc(width: number, height: number, hue = 190, saturation = 1): string {
  const s = (percent: number) => `${Math.round(percent * saturation)}%`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} ${s(60)} 85%)"/><stop offset="1" stop-color="hsl(${hue + 40} ${s(55)} 55%)"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#g)"/>
<circle cx="290" cy="90" r="46" fill="hsl(${hue + 180} ${s(80)} 65%)"/>
<rect x="70" y="120" width="170" height="130" rx="14" fill="hsl(${hue} ${s(45)} 30%)"/>
<rect x="95" y="145" width="120" height="12" rx="6" fill="hsl(${hue} ${s(40)} 85%)"/>
<text x="200" y="285" font-family="sans-serif" font-size="22" text-anchor="middle" fill="hsl(${hue} ${s(50)} 15%)">${width} px</text>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A `(width) => url` builder like the app's, keeping the aspect ratio of `ratio` (height/width). */
export function demoImageBuilder(ratio: number, hue?: number, saturation?: number) {
  return (width: number) => demoImageSrc(width, Math.round(width * ratio), hue, saturation);
}

/** Each theme's demo colours, so story pictures sit in the theme's palette (base is greyscale). */
const themeTones: Record<string, { hue: number; saturation: number }> = {
  eshop: { hue: 182, saturation: 1 },
  boca: { hue: 345, saturation: 0.7 },
  base: { hue: 0, saturation: 0 },
};

/** `demoImageBuilder` in the colours of a theme (by name, e.g. Storybook's theme global). */
export function themedDemoImageBuilder(theme: unknown, ratio: number, hueShift = 0) {
  const tone = themeTones[String(theme)] ?? themeTones['eshop']!;
  return demoImageBuilder(ratio, tone.hue + hueShift, tone.saturation);
}
