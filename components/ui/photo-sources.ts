import type { PhotoEntry } from '@/lib/photos/photo-types';

export type PhotoSources = {
  /** AVIF first: the browser takes the first type it can show. */
  sources: { type: 'image/avif' | 'image/webp'; srcSet: string }[];
  /** The <img> inside <picture>: a WebP near 800 px wide for browsers that read no <source>. */
  fallback: { src: string; width: number; height: number };
  placeholder: string;
};

const srcSet = (files: readonly { width: number; src: string }[]) => files.map((file) => `${file.src} ${file.width}w`).join(', ');

/** What a <picture> needs to show a photo of the manifest at the right width, in the best format. */
export function photoSources(entry: PhotoEntry): PhotoSources {
  const fallback = entry.files.webp.find((file) => file.width >= 800) ?? entry.files.webp.at(-1);
  if (!fallback) throw new Error('photo-sources: a manifest entry without WebP files');
  return {
    sources: [
      { type: 'image/avif', srcSet: srcSet(entry.files.avif) },
      { type: 'image/webp', srcSet: srcSet(entry.files.webp) },
    ],
    fallback: { src: fallback.src, width: entry.width, height: entry.height },
    placeholder: entry.placeholder,
  };
}
