// Colour families by hue, for asserting that an element "is blue" or "is red" from its
// computed colour without pinning the exact token value (which design may tune).

export type HueFamily = 'red' | 'amber' | 'green' | 'blue' | 'purple';

/** Hue ranges in degrees, [from, to); red wraps around 0. */
const FAMILIES: Record<HueFamily, readonly [number, number]> = {
  red: [345, 15],
  amber: [25, 50],
  green: [90, 170],
  blue: [200, 245],
  purple: [255, 300],
};

/** Below this HSL saturation a colour reads as grey, whatever its hue. */
const MIN_SATURATION = 0.35;

export type Hsl = { h: number; s: number; l: number };

/** A computed colour, `rgb(r, g, b)` or `rgba(r, g, b, a)`, as HSL (h in degrees, s and l 0..1). */
export function toHsl(css: string): Hsl {
  const match = css.match(/^rgba?\((\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)/);
  if (!match) throw new Error(`Not an rgb() colour: ${css}`);
  const [r, g, b] = [match[1], match[2], match[3]].map((channel) => Number(channel) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  const l = (max + min) / 2;
  const s = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * l - 1));
  let h = 0;
  if (chroma !== 0) {
    if (max === r) h = 60 * (((g - b) / chroma) % 6);
    else if (max === g) h = 60 * ((b - r) / chroma + 2);
    else h = 60 * ((r - g) / chroma + 4);
  }
  return { h: (h + 360) % 360, s, l };
}

/** The family a computed colour belongs to, or a description of why it belongs to none. */
export function hueFamily(css: string): HueFamily | string {
  const { h, s } = toHsl(css);
  if (s < MIN_SATURATION) return `grey (${css}, saturation ${s.toFixed(2)})`;
  for (const [family, [from, to]] of Object.entries(FAMILIES)) {
    const inside = from < to ? h >= from && h < to : h >= from || h < to;
    if (inside) return family;
  }
  return `no family (${css}, hue ${h.toFixed(0)}°)`;
}

/** WCAG 2.x relative luminance of a computed `rgb()` colour. */
function luminance(css: string): number {
  const match = css.match(/^rgba?\((\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)/);
  if (!match) throw new Error(`Not an rgb() colour: ${css}`);
  const [r = 0, g = 0, b = 0] = [match[1], match[2], match[3]].map((channel) => {
    const c = Number(channel) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two computed colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}
