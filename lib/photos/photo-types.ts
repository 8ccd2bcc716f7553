// The photo manifest's shape: written by scripts/build/photos.mjs at build time, read by the pictures
// (components/ui/). Types only, in lib/ so components never import from scripts/.

/** One variant: a width and the site path of its file. */
export type PhotoFile = { width: number; src: string };

/**
 * A photo of public/photos/ as the manifest lists it: the original's size (after EXIF rotation),
 * its variants in each format, narrowest first, and the blurred placeholder as a data URI.
 */
export type PhotoEntry = { hash: string; width: number; height: number; files: { avif: PhotoFile[]; webp: PhotoFile[] }; placeholder: string };

/** manifest.json: the photos keyed by the site path content/ names them by (`/photos/<file>`). */
export type PhotoManifest = { photos: Record<string, PhotoEntry> };
