import type { GoogleRating as Rating } from '@/content/company/proof';
import { proofCopy } from '@/content/company/proof';
import { formatDecimal, formatNumber } from '@/lib/format/format';
import styles from './google-rating.module.css';

const STAR = 'M12 1.8l3 6.3 6.9.9-5.1 4.8 1.3 6.8L12 17.3l-6.1 3.3 1.3-6.8L2.1 9l6.9-.9z';
const STAR_WIDTH = 24;

/**
 * Five stars, filled up to the rating (4,9 fills 98% of the row): the grey row, and the sun's row
 * clipped to the rating's width. Drawn here, no image to fetch; one per page (the clip's id).
 */
function Stars({ value, label }: { value: number; label: string }) {
  const width = STAR_WIDTH * 5;
  const stars = (className: string) => (
    <g className={className}>
      {[0, 1, 2, 3, 4].map((index) => (
        <path key={index} d={STAR} transform={`translate(${index * STAR_WIDTH} 0)`} />
      ))}
    </g>
  );
  return (
    <svg className={styles.stars} viewBox={`0 0 ${width} 22`} width={width} height={22} role="img" aria-label={label}>
      <clipPath id="nota-google-parte">
        <rect width={(Math.min(Math.max(value, 0), 5) / 5) * width} height={22} />
      </clipPath>
      {stars(styles.off!)}
      <g clipPath="url(#nota-google-parte)">{stars(styles.on!)}</g>
    </svg>
  );
}

/**
 * The company's Google rating, read from its profile by hand (content/company/rating.json): in the
 * hero, where the self-reported satisfaction figure was (content/company/stats.ts drops it). The
 * stars carry the whole sentence for screen readers; the figures beside them say it to the eye.
 */
export function GoogleRating({ rating, className }: { rating: Rating; className?: string }) {
  const value = formatDecimal(rating.value, 1, 1);
  const count = formatNumber(rating.count);
  const copy = proofCopy.rating;
  return (
    <div className={[styles.rating, className].filter(Boolean).join(' ')}>
      <p className={styles.score}>
        <Stars value={rating.value} label={copy.text(value, count)} />
        <span aria-hidden="true">
          <strong className={styles.value}>{value}</strong> {copy.visible(count)}
        </span>
      </p>
      <p className={styles.meta}>
        {copy.readOn} <time dateTime={rating.readOn}>{formatShortDate(rating.readOn)}</time> ·{' '}
        <a href={rating.url} className={styles.link}>
          {copy.link}
        </a>
      </p>
    </div>
  );
}

/** '2026-11-20' as '20/11/2026'. */
function formatShortDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}
