import type { PhotoFocus } from '@/content/company/schema';
import type { PhotoManifest } from '@/lib/photos/photo-types';
import styles from './artwork.module.css';
import { photoEntry } from './photo-manifest';
import { photoSources } from './photo-sources';

type PhotoProps = {
  /** A photo of public/photos/, as content names it: '/photos/telhado-londrina.jpg'. */
  src: string;
  /** What it shows; '' for a logo whose name is written beside it. */
  alt: string;
  /** How wide it shows at each viewport width. */
  sizes: string;
  /** Above the fold: fetched at once and first; otherwise lazy. */
  priority?: boolean;
  className?: string;
  /** The part kept in view when the frame crops the photo (a class each: the CSP allows no inline style). */
  focus?: PhotoFocus;
  /** Where the photo variants are listed (the build's manifest unless a test passes one). */
  manifest?: PhotoManifest;
};

/** A company photo in AVIF/WebP at several widths, over its blurred preview (made by scripts/build/photos.mjs). */
export function Photo({ src, alt, sizes, priority = false, className, focus, manifest }: PhotoProps) {
  const { sources, fallback, placeholder } = photoSources(photoEntry(src, manifest));
  return (
    <span className={[styles.frame, focus && focus !== 'centro' && styles[`focus-${focus}`], className].filter(Boolean).join(' ')}>
      {/* The blurred preview, a data URI of a few hundred bytes (the CSP's img-src allows data:). */}
      {/* eslint-disable-next-line @next/next/no-img-element -- a placeholder, not content */}
      <img className={styles.placeholder} src={placeholder} alt="" aria-hidden="true" width={fallback.width} height={fallback.height} />
      <picture>
        {sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
        ))}
        {/* The variants are made at build time (scripts/build/photos.mjs): no image optimiser at run time. */}
        <img
          className={styles.photo}
          src={fallback.src}
          alt={alt}
          width={fallback.width}
          height={fallback.height}
          sizes={sizes}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
        />
      </picture>
    </span>
  );
}
