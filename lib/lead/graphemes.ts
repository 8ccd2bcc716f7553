// Length as a person counts it: one per grapheme cluster, so an emoji, a flag or a family
// of emoji is one character, as are a letter and its accent typed as two code points.

let segmenter: Intl.Segmenter | null | undefined;

export function countGraphemes(text: string): number {
  if (segmenter === undefined) segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('pt-BR', { granularity: 'grapheme' }) : null;
  if (!segmenter) return Array.from(text).length;
  return Array.from(segmenter.segment(text)).length;
}
