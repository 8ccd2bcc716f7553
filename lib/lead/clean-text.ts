// What a field holds once the characters nobody can see are gone: NFC-normalised, without
// zero-width and bidirectional-control characters (which can disguise a one-letter name or
// reverse text in the e-mail the company receives, in a terminal or in a spreadsheet), and
// without control characters. Joiners and tags stay only where they build an emoji: 👨‍👩‍👧
// needs its zero-width joiners, 🏴󠁧󠁢󠁳󠁣󠁴󠁿 its tag characters.

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
// Control characters: C0 but the tab and the line feed, DEL, and C1. Pasted into a field they
// can reach a terminal (ESC sequences clear the screen or retitle the window, BEL rings), a CSV
// (NUL) or a chat; a line break is a line feed, whichever the browser or the system sent.
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const CARRIAGE_RETURNS = /\r\n?/g;
const LINE_BREAKS = /[\t\n]/g;

/** The text without invisible, text-direction and control characters; line breaks and tabs stay. */
export function cleanText(value: string): string {
  return value
    .normalize('NFC')
    .replace(CARRIAGE_RETURNS, '\n')
    .replace(CONTROLS, '')
    .replace(INVISIBLE, '')
    .replace(TAGS, (_, flag: string | undefined) => flag ?? '')
    .replace(JOINERS, (joiners: string, at: number, text: string) =>
      VISIBLE.test(text.charAt(at - 1)) && VISIBLE.test(text.charAt(at + joiners.length)) ? joiners : '',
    );
}

/** The same for a one-line field (name, e-mail, phone): a line break or a tab becomes a space. */
export function cleanLine(value: string): string {
  return cleanText(value).replace(LINE_BREAKS, ' ');
}
