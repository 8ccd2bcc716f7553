import { Phone } from '@/components/ui/icons/phone';
import { hero } from '@/content/hero';
import { SIMULATOR_SECTION_ID } from '@/content/simulator';
import { site } from '@/content/site';
import { ButtonLink } from '@/components/ui/button-link';
import { HeroIllustration } from './hero-illustration';
import styles from './hero.module.css';

export function Hero() {
  return (
    <section id="home" aria-labelledby="home-titulo" className={styles.hero}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 id="home-titulo" className={styles.title}>
            {hero.title}
          </h1>
          <p className={styles.lead}>{hero.lead}</p>
          <div className={styles.actions}>
            <ButtonLink href="#contact">{hero.primaryCta}</ButtonLink>
            <ButtonLink href={`#${SIMULATOR_SECTION_ID}`} variant="secondary">
              {hero.secondaryCta}
            </ButtonLink>
          </div>
          <p className={styles.phone}>
            {hero.phoneLead}{' '}
            <a href={`tel:${site.mainPhone.e164}`} className={styles.phoneLink}>
              <Phone aria-hidden="true" size={18} />
              {site.mainPhone.display}
            </a>
          </p>
          <ul className={styles.highlights}>
            {hero.highlights.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
        <div className={styles.art}>
          <HeroIllustration title={hero.illustrationTitle} />
        </div>
      </div>
    </section>
  );
}
