import type { Illustration, PhotoRef } from '@/content/media';
import type { PhotoManifest } from '@/lib/photos/photo-types';
import { Photo } from './photo';

type ArtworkProps = {
  illustration: Illustration;
  /** The company's photo, when content names one: it takes the illustration's place. */
  photo?: PhotoRef;
  /** The `sizes` of the responsive photo: how wide it shows at each viewport width. */
  sizes: string;
  /** Above the fold: fetched at once and first; otherwise lazy. */
  priority?: boolean;
  className?: string;
  /** Where the photo variants are listed (the build's manifest unless a test passes one). */
  manifest?: PhotoManifest;
};

/** A card's picture: the photo in AVIF/WebP at several widths, or the original illustration. */
export function Artwork({ illustration, photo, sizes, priority = false, className, manifest }: ArtworkProps) {
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  if (!photo) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- static export: SVGs need no optimiser
      <img
        className={className}
        src={illustration.src}
        alt={illustration.alt}
        width={illustration.width}
        height={illustration.height}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
      />
    );
  }
  return <Photo src={photo.src} alt={photo.alt} sizes={sizes} priority={priority} className={className} focus={photo.focus} manifest={manifest} />;
}
