import { MapPin } from '@/components/ui/icons/map-pin';
import { isSavingShare, projectFacts, projects as allProjects, projectsIntro, type Project } from '@/content/company/projects';
import { SIMULATOR_SECTION_ID } from '@/content/simulator';
import { Artwork } from '@/components/ui/artwork';
import { Section } from '@/components/ui/section';
import { formatKwp } from '@/lib/format/format';
import styles from './portfolio.module.css';

type PortfolioProps = { projects?: readonly Project[] };

/** The example projects as highlighted cases; as many as content/company/projects.ts holds. */
export function Portfolio({ projects = allProjects }: PortfolioProps) {
  return (
    <Section id="portfolio" {...projectsIntro}>
      <ul className={styles.grid} data-count={projects.length}>
        {projects.map((project) => (
          <li key={project.id}>
            <article className={styles.case} aria-labelledby={`${project.id}-titulo`}>
              <div className={styles.media}>
                <Artwork
                  illustration={project.illustration}
                  photo={project.photo}
                  sizes="(min-width: 1200px) 600px, (min-width: 720px) 50vw, 100vw"
                  className={styles.image}
                />
                <p className={styles.segment}>{project.segment}</p>
              </div>
              <div className={styles.body}>
                <h3 id={`${project.id}-titulo`} className={styles.title}>
                  {project.title}
                </h3>
                <p className={styles.result}>
                  <strong>{project.result.value}</strong> {project.result.label}
                </p>
                {isSavingShare(project) && !project.connected && (
                  <p className={styles.qualifier}>
                    {projectFacts.savingDependsOnYear} <a href={`#${SIMULATOR_SECTION_ID}`}>{projectFacts.simulate}</a>.
                  </p>
                )}
                <dl className={styles.facts}>
                  <div>
                    <dt>{projectFacts.power}</dt>
                    <dd>{formatKwp(project.powerKwp)}</dd>
                  </div>
                  {project.connected && (
                    <div>
                      <dt>{projectFacts.connected}</dt>
                      <dd>{project.connected.year}</dd>
                    </div>
                  )}
                  <div>
                    <dt>{projectFacts.place}</dt>
                    <dd>
                      <MapPin aria-hidden="true" size={16} /> {project.city}/{project.state}
                    </dd>
                  </div>
                </dl>
                <p className={styles.story}>{project.story}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
