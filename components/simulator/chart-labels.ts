// Where a chart's text labels go so that none overlaps another label or a plotted line: each
// label tries its candidate positions in order and takes the first that is free.

export type Point = readonly [x: number, y: number];
/** y is the top edge. */
export type Box = { x: number; y: number; width: number; height: number };
export type Anchor = 'start' | 'middle' | 'end';
/** A text position as SVG takes it: y is the baseline. */
export type Placement = { x: number; y: number; anchor: Anchor };

/** Average glyph width of the site's sans-serif, as a share of the font size (bold is wider). */
const GLYPH = { regular: 0.56, bold: 0.6 } as const;

function textWidth(text: string, fontSize: number, bold = false): number {
  return text.length * fontSize * GLYPH[bold ? 'bold' : 'regular'];
}

/** The box a text occupies at a placement, with a little air around it. */
export function textBox(text: string, fontSize: number, at: Placement, bold = false, pad = 2): Box {
  const width = textWidth(text, fontSize, bold);
  const left = at.anchor === 'start' ? at.x : at.anchor === 'end' ? at.x - width : at.x - width / 2;
  return { x: left - pad, y: at.y - fontSize * 0.8 - pad, width: width + 2 * pad, height: fontSize + 2 * pad };
}

export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const inside = ([x, y]: Point, box: Box) => x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height;

/** Whether the segment a–b crosses the box (Liang–Barsky clipping). */
export function segmentHitsBox(a: Point, b: Point, box: Box): boolean {
  if (inside(a, box) || inside(b, box)) return true;
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [
    [-dx, a[0] - box.x],
    [dx, box.x + box.width - a[0]],
    [-dy, a[1] - box.y],
    [dy, box.y + box.height - a[1]],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

export function lineHitsBox(line: readonly Point[], box: Box): boolean {
  for (let i = 1; i < line.length; i++) if (segmentHitsBox(line[i - 1]!, line[i]!, box)) return true;
  return false;
}

export type LabelRequest = {
  text: string;
  fontSize: number;
  bold?: boolean;
  candidates: readonly Placement[];
  /** A line drawn from the thing labelled to the label at this placement, if any: it must cross no other label either. */
  leader?: (at: Placement) => Point[] | null;
};
export type PlacedLabel = Placement & { box: Box; free: boolean; leader: Point[] | null };

/**
 * Places labels one after the other: each takes its first candidate that stays inside `bounds`
 * and touches neither the obstacles, nor the lines, nor a label placed before it. When no
 * candidate is free, the first one is used and `free` says so.
 */
export function placeLabels(requests: readonly LabelRequest[], obstacles: readonly Box[], lines: readonly (readonly Point[])[], bounds: Box): PlacedLabel[] {
  const taken: Box[] = [...obstacles];
  const drawn: (readonly Point[])[] = [...lines];
  return requests.map((request) => {
    const fits = (at: Placement) => {
      const box = textBox(request.text, request.fontSize, at, request.bold);
      const within = box.x >= bounds.x && box.y >= bounds.y && box.x + box.width <= bounds.x + bounds.width && box.y + box.height <= bounds.y + bounds.height;
      const leader = request.leader?.(at);
      return (
        within && !taken.some((other) => boxesOverlap(box, other) || (leader && lineHitsBox(leader, other))) && !drawn.some((line) => lineHitsBox(line, box))
      );
    };
    const chosen = request.candidates.find(fits);
    const at = chosen ?? request.candidates[0]!;
    const box = textBox(request.text, request.fontSize, at, request.bold);
    const leader = request.leader?.(at) ?? null;
    taken.push(box);
    if (leader) drawn.push(leader);
    return { ...at, box, free: chosen !== undefined, leader };
  });
}
