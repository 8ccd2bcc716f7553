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
