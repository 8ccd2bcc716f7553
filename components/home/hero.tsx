import { Phone } from '@/components/ui/icons/phone';
import { hero } from '@/content/hero';
import { SIMULATOR_SECTION_ID } from '@/content/simulator';
import { DEFAULT_CITY } from '@/content/simulator/cities';
import { fioBShare } from '@/components/simulator/plant';
import { formatBRL, formatMonthYear, formatPercent } from '@/lib/format/format';
import { site } from '@/content/company/site';
import { Artwork } from '@/components/ui/artwork';
import { ButtonLink } from '@/components/ui/button-link';
import { proof } from '@/content/company/proof';
import { GoogleRating } from './google-rating';
import styles from './hero.module.css';
import { HeroFigures } from './stats-band';
import { typicalSavings, type Range } from './typical-savings';

/** From which month of operation the settled saving holds, as the visitor reads it. */
function fromText(fromMonth: number): string {
  return fromMonth % 12 === 0 ? `do ${fromMonth / 12 + 1}º ano em diante` : `a partir do ${fromMonth + 1}º mês`;
}

/**
 * The title, its line and its note for a quote made on `today` (the build's date): the simulator's
 * figures for typical homes connected in any month a quote from today to a year later reaches,
 * each the lowest of those months, so the claim follows the premises at every build and does not
 * go stale when the Fio B's share rises in January.
 */
export function heroClaim(today = new Date()) {
  const { note } = hero;
  const savings = typicalSavings(note.typicalBillsBRL, today);
  const range = (r: Range) => hero.range(formatPercent(r.low), formatPercent(r.high));
  const { first, last } = savings.window;
  const bills = note.typicalBillsBRL;
  const fioB = [fioBShare(first.year), fioBShare(last.year)].map((share) => formatPercent(share));
  const from = fromText(savings.settled.fromMonth);
  const firstYear = range(savings.firstYear);
  const noteText = note.text({
    city: DEFAULT_CITY,
    bills: `${formatBRL(bills[0]!, false)} a ${formatBRL(bills[bills.length - 1]!, false)}`,
    from: formatMonthYear(first.year, first.month),
    to: formatMonthYear(last.year, last.month),
    fioB: fioB[0] === fioB[1] ? fioB[0]! : `${fioB[0]} a ${fioB[1]}`,
    firstYear,
    settledFrom: from,
    settled: range(savings.settled),
    horizon: range(savings.horizon),
  });
  const lasting = note.summary({ settled: capitalize(range(savings.settled)), from, horizon: range(savings.horizon) });
  return { title: hero.title(firstYear), range: firstYear, lasting, noteText };
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
            <summary>
              <span aria-hidden="true">{note.mark} </span>
              {lasting}
            </summary>
            <p>
              {noteText} <a href={note.link.href}>{note.link.label}</a>.
            </p>
          </details>
        </div>
      </div>
    </section>
  );
}
