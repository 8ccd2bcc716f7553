import { Phone } from '@/components/ui/icons/phone';
import { hero } from '@/content/hero';
import { SIMULATOR_SECTION_ID } from '@/content/simulator';
import { typicalCopy } from '@/content/simulator/typical';
import { site } from '@/content/company/site';
import { Artwork } from '@/components/ui/artwork';
import { ButtonLink } from '@/components/ui/button-link';
import { proof } from '@/content/company/proof';
import { GoogleRating } from './google-rating';
import styles from './hero.module.css';
import { HeroFigures } from './stats-band';
import { typicalFigures, typicalSavings } from './typical-savings';

/**
 * The title, its line and its note for a quote made on `today` (the build's date): the simulator's
 * figures for the typical homes connected when that quote connects, worded as every other place
 * that states them (content/simulator/typical.ts), so the page tells one story at every build.
 */
export function heroClaim(today = new Date()) {
  const figures = typicalFigures(typicalSavings(today));
  const lasting = hero.note.summary({ settled: capitalize(figures.settled), from: figures.settledFrom, horizon: figures.horizon });
  return { title: hero.title(figures.firstYear), range: figures.firstYear, lasting, noteText: typicalCopy.sentence(figures) };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function Hero() {
  const { note } = hero;
  const { title, range, lasting, noteText } = heroClaim();
  const [titleBefore = '', titleAfter = ''] = title.split(range);
  const [doing, renting] = hero.lead;
  const rating = proof().googleRating;
  return (
    <section id="home" aria-labelledby="home-titulo" className={styles.hero}>
      {/* On a phone the first screen holds what, where, a proof, the picture and the call to action;
          the rest of the copy follows the picture. Beside it on a wide screen. */}
      <div className={styles.grid}>
        <div className={styles.top}>
          <p className={styles.eyebrow}>
            {/* Each place stays whole on its line: at 320 px 'todo o / Paraná' broke in two. */}
            {hero.eyebrow.split(' · ').map((place, index) => (
              <span key={place}>
                {index > 0 && ' · '}
                <span className="nowrap">{place}</span>
              </span>
            ))}
          </p>
          <h1 id="home-titulo" className={styles.title}>
            {titleBefore}
            <span className={styles.noted}>{range}</span>
            {/* The mark points sighted readers to the note; screen readers hear the note in order. */}
            <sup className={styles.mark} aria-hidden="true">
              {note.mark}
            </sup>
            {titleAfter}
          </h1>
          <p className={styles.lead}>{doing}</p>
          <div className={styles.actions}>
            <ButtonLink href="#contact">{hero.primaryCta}</ButtonLink>
            <ButtonLink href={`#${SIMULATOR_SECTION_ID}`} variant="secondary">
              {hero.secondaryCta}
            </ButtonLink>
          </div>
          {/* The rating others gave, in the first screen; nothing until the company copies it into the CMS. */}
          {rating && <GoogleRating rating={rating} />}
          <HeroFigures />
        </div>
        <Artwork illustration={hero.illustration} photo={hero.photo} sizes="(min-width: 960px) 55vw, 100vw" priority className={styles.art} />
        <div className={styles.bottom}>
          {renting && <p className={styles.lead}>{renting}</p>}
          <p className={styles.phone}>
            {hero.phoneLead}{' '}
            <a href={`tel:${site.mainPhone.e164}`} className={styles.phoneLink}>
              <Phone aria-hidden="true" size={18} />
              <span className="nowrap">{site.mainPhone.display}</span>
            </a>
          </p>
          {/* One line under the buttons; the whole note a tap away, without JavaScript. */}
          <details id={note.id} className={styles.note}>
            <summary className="tap-away">
              <span aria-hidden="true">{note.mark} </span>
              {lasting}
            </summary>
            <p>
              {noteText} <a href={typicalCopy.link.href}>{typicalCopy.link.label}</a>.
            </p>
          </details>
        </div>
      </div>
    </section>
  );
}
