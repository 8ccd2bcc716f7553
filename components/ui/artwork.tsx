import type { Illustration, PhotoRef } from '@/content/media';
import type { PhotoManifest } from '@/lib/photos/photo-types';
import styles from './artwork.module.css';
import { photoEntry } from './photo-manifest';
import { photoSources } from './photo-sources';

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
  const { sources, fallback, placeholder } = photoSources(photoEntry(photo.src, manifest));
  return (
    <span className={`${styles.frame} ${className ?? ''}`}>
      {/* The blurred preview, a data URI of a few hundred bytes (the CSP's img-src allows data:). */}
      {/* eslint-disable-next-line @next/next/no-img-element -- a placeholder, not content */}
      <img className={styles.placeholder} src={placeholder} alt="" aria-hidden="true" width={fallback.width} height={fallback.height} />
      <picture>
        {sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
        ))}
        {/* The variants are made at build time (scripts/photos.mjs): no image optimiser at run time. */}
        <img
          className={styles.photo}
          src={fallback.src}
          alt={photo.alt}
          width={fallback.width}
          height={fallback.height}
          sizes={sizes}
          loading={loading}
          decoding="async"
          fetchPriority={fetchPriority}
        />
      </picture>
    </span>
  );
}
