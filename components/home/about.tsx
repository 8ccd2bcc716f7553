import { about } from '@/content/about';
import { CITIES_PATH } from '@/components/cities/places';
import { Section } from '@/components/ui/section';
import { Photo } from '@/components/ui/photo';
import { Team } from './proof';
import styles from './about.module.css';

/** The story on one side, how a project runs on the other; the team under both, once the company lists it. */
export function About() {
  return (
    <Section id="about" title={about.title} layout="statement">
      <div className={styles.grid}>
        <div className={styles.story}>
          {/* The company's own photo, when the CMS names one; the section has no drawing to replace. */}
          {about.photo && (
            <Photo src={about.photo.src} alt={about.photo.alt} focus={about.photo.focus} sizes="(min-width: 960px) 45vw, 100vw" className={styles.photo} />
          )}
          {about.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <p>
            {about.area.before}
            <a href={CITIES_PATH}>{about.area.link}</a>
            {about.area.after}
          </p>
        </div>
        <div className={styles.steps}>
          <h3 className={styles.stepsTitle}>{about.stepsTitle}</h3>
          <ol className={styles.list}>
            {about.steps.map((step) => (
              <li key={step.title}>
                <strong>{step.title}</strong> {step.text}
              </li>
            ))}
          </ol>
        </div>
      </div>
      <Team />
    </Section>
  );
}
