import type { ReactNode } from 'react';
import styles from './section.module.css';

/**
 * How a section's heading meets its content. Six home sections in a row opened with the same
 * label, heading and intro, which read as a template; each now takes the opening that suits what it shows:
 * - `stacked`: label, heading and intro above the content (the solutions);
 * - `split`: the heading on one side, the intro on the other, above the content (projects);
 * - `figure`: a figure leads, the heading and intro beside it (the simulator's 399 towns);
 * - `aside`: the heading in a column of its own beside the content, held in view while the
 *   content scrolls on a wide screen (the benefits);
 * - `statement`: the heading set large as the section's statement (about);
 * - `centered`: heading and intro centred over the content (the closing contact section).
 */
export type SectionLayout = 'stacked' | 'split' | 'figure' | 'aside' | 'statement' | 'centered';

type SectionProps = {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  /** The background: white, light grey, or the dark blue of the page's closing call to action. */
  tone?: 'default' | 'alt' | 'dark';
  layout?: SectionLayout;
  /** What a `figure` section leads with (shown first on a wide screen, after the intro on a phone). */
  figure?: ReactNode;
  children: ReactNode;
};

/** A home-page section: an anchor target with an h2 that names it. */
export function Section({ id, eyebrow, title, lead, tone = 'default', layout = 'stacked', figure, children }: SectionProps) {
  const headingId = `${id}-titulo`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section} data-tone={tone} data-layout={layout}>
      <div className={`container ${styles.inner}`}>
        <header className={styles.header}>
          <div className={styles.heading}>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
          </div>
          {lead && <p className={styles.lead}>{lead}</p>}
          {figure && <div className={styles.figure}>{figure}</div>}
        </header>
        <div className={styles.content}>{children}</div>
      </div>
    </section>
  );
}
