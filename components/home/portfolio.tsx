import { MapPin } from '@/components/ui/icons/map-pin';
import { projects, projectsIntro } from '@/content/projects';
import { Section } from '@/components/ui/section';
import { formatKwp } from './format';
import { ProjectIllustration } from './project-illustration';
import styles from './portfolio.module.css';

export function Portfolio() {
  return (
    <Section id="portfolio" {...projectsIntro}>
      <ul className={styles.grid}>
        {projects.map((project) => (
          <li key={project.id}>
            <article className={styles.card} aria-labelledby={`${project.id}-titulo`}>
              <ProjectIllustration kind={project.illustration} />
              <div className={styles.body}>
                <p className={styles.segment}>{project.segment}</p>
                <h3 id={`${project.id}-titulo`} className={styles.title}>
                  {project.title}
                </h3>
                <dl className={styles.facts}>
                  <div>
                    <dt>Potência</dt>
                    <dd>{formatKwp(project.powerKwp)}</dd>
                  </div>
                  <div>
                    <dt>Local</dt>
                    <dd>
                      <MapPin aria-hidden="true" size={16} /> {project.city}/{project.state}
                    </dd>
                  </div>
                </dl>
                <p className={styles.result}>
                  <strong>{project.result.value}</strong> {project.result.label}
                </p>
                <p className={styles.description}>{project.description}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
