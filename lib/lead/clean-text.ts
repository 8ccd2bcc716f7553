// What a field holds once the characters nobody can see are gone: NFC-normalised, without
// zero-width and bidirectional-control characters (which can disguise a one-letter name or
// reverse text in the e-mail the company receives). Joiners and tags stay only where they
// build an emoji: 👨‍👩‍👧 needs its zero-width joiners, 🏴󠁧󠁢󠁳󠁣󠁴󠁿 its tag characters.

// Soft hyphen, combining grapheme joiner, Arabic letter mark, Hangul fillers, Khmer inherent
// vowels, Mongolian vowel separator, zero-width space, LRM/RLM, LRE…RLO, word joiner and
// invisible operators, LRI…PDI and deprecated format characters, BOM, interlinear
// annotations, musical format characters, language tag.
const INVISIBLE = new RegExp(
  String.raw`[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F` +
    String.raw`\u3164\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0001}]`,
  'gu',
);
const TAGS = /(\u{1F3F4}[\u{E0020}-\u{E007F}]+)|[\u{E0000}-\u{E007F}]/gu;
const JOINERS = /[\u200C\u200D]+/g;
const VISIBLE = /\S/;

export function cleanText(value: string): string {
  return value
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(TAGS, (_, flag: string | undefined) => flag ?? '')
    .replace(JOINERS, (joiners: string, at: number, text: string) =>
      VISIBLE.test(text.charAt(at - 1)) && VISIBLE.test(text.charAt(at + joiners.length)) ? joiners : '',
    );
}
