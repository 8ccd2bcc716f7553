import 'server-only';
import type { PhotoFocus } from './company/schema';

// How content names the pictures of a card: an original illustration (always), and, when the
// company supplies one, a photo. A photo is a file in public/photos/ named by its site path;
// the build makes its AVIF/WebP variants (scripts/build/photos.mjs, docs/photos.md) and the card
// shows it instead of the illustration.

export type Illustration = {
  src: `/illustrations/${string}.svg`;
  /** What the drawing shows, for people who cannot see it. */
  alt: string;
  width: number;
  height: number;
};

export type PhotoRef = {
  /** e.g. '/photos/residencia-londrina.jpg' for public/photos/residencia-londrina.jpg */
  src: `/photos/${string}`;
  alt: string;
  /** The part that stays in view when the page crops it (the CMS's "Foco"); the centre without it. */
  focus?: PhotoFocus;
};

/** The 640×400 drawings of the solution cards and projects. */
export const card = (name: string, alt: string): Illustration => ({ src: `/illustrations/${name}.svg`, alt, width: 640, height: 400 });
