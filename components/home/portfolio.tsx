import { cityPath, type Place } from '@/components/cities/places';
import { projectPlace } from '@/components/cities/service-area';
import { MapPin } from '@/components/ui/icons/map-pin';
import {
  HOME_PROJECTS,
  isExample,
  projectFacts,
  projectPicture,
  projectResult,
  projects as siteProjects,
  projectsIntro,
  type Project,
} from '@/content/company/projects';
import { isSaving, PROJECT_TYPE_LABELS } from '@/content/company/schema';
import { SIMULATOR_SECTION_ID } from '@/content/simulator';
import { Artwork } from '@/components/ui/artwork';
import { Photo } from '@/components/ui/photo';
import { Section } from '@/components/ui/section';
import { formatBRL, formatKwp, formatMonthYear, formatNumber } from '@/lib/format/format';
import styles from './portfolio.module.css';

const SIZES = '(min-width: 1200px) 600px, (min-width: 720px) 50vw, 100vw';

function ProjectCard({ project }: { project: Project }) {
  const picture = projectPicture(project);
  const result = projectResult(project);
  const titleId = `projeto-${project.slug}-titulo`;
  return (
    <article className={styles.case} aria-labelledby={titleId}>
      <div className={styles.media}>
        {'photo' in picture ? (
          <Photo src={picture.photo.src} alt={picture.photo.alt} sizes={SIZES} className={styles.image} />
        ) : (
          <Artwork illustration={picture.illustration} sizes={SIZES} className={styles.image} />
        )}
        {/* On the picture's badge, not a line of its own: the phone page keeps its height. */}
        <p className={styles.segment}>
          {PROJECT_TYPE_LABELS[project.type]}
          {isExample(project) && ` · ${projectFacts.example}`}
        </p>
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          {project.title}
        </h3>
        <p className={styles.result}>
          <strong>{result.value}</strong> {result.label}
        </p>
        {isSaving(project) && project.saving.billBeforeBRL !== undefined && (
          <p className={styles.qualifier}>{projectFacts.billBefore(formatBRL(project.saving.billBeforeBRL, false))}</p>
        )}
        {isSaving(project) && !project.connected && (
          <p className={styles.qualifier}>
            {projectFacts.savingDependsOnYear} <a href={`#${SIMULATOR_SECTION_ID}`}>{projectFacts.simulate}</a>.
          </p>
        )}
        <dl className={styles.facts}>
          <div>
            <dt>{projectFacts.power}</dt>
            <dd>{formatKwp(project.kWp)}</dd>
          </div>
          {project.modules !== undefined && (
            <div>
              <dt>{projectFacts.modules}</dt>
              <dd>{formatNumber(project.modules)}</dd>
            </div>
          )}
          {project.connected && (
            <div>
              <dt>{projectFacts.connected}</dt>
              <dd>{formatMonthYear(project.connected.year, project.connected.month - 1)}</dd>
            </div>
          )}
          <div>
            <dt>{projectFacts.place}</dt>
            <dd>
              <MapPin aria-hidden="true" size={16} /> {project.city}/PR
            </dd>
          </div>
        </dl>
        {project.story && <p className={styles.story}>{project.story}</p>}
      </div>
    </article>
  );
}

/** From this many cards, a phone shows them in one row that scrolls sideways (portfolio.module.css). */
const ROW_FROM = 3;

/** The project cards: stacked, or from ROW_FROM on a row a phone scrolls sideways (a named region). */
export function ProjectList({ projects, name }: { projects: readonly Project[]; name: string }) {
  const list = (
    <ul className={styles.grid} data-count={projects.length}>
      {projects.map((project) => (
        <li key={project.slug}>
          <ProjectCard project={project} />
        </li>
      ))}
    </ul>
  );
  // Three cards or more stacked were three phone screens: a row that snaps to each card, a named
  // region a keyboard focuses and scrolls (the cards hold no link of their own to reach it by).
  // Fewer cards stay stacked, with no region around them.
  if (projects.length < ROW_FROM) return list;
  return (
    <div className={styles.row} role="region" aria-label={name} tabIndex={0}>
      {list}
    </div>
  );
}

/** The city pages that show the projects beyond the home page's: each with how many, most first. */
function MoreByCity({ rest }: { rest: readonly Project[] }) {
  const counts = new Map<string, { place: Place; count: number }>();
  for (const project of rest) {
    const { item: place } = projectPlace(project);
    counts.set(place.slug, { place, count: (counts.get(place.slug)?.count ?? 0) + 1 });
  }
  const cities = [...counts.values()].sort((a, b) => b.count - a.count || a.place.name.localeCompare(b.place.name, 'pt-BR'));
  return (
    <nav className={styles.more} aria-label={projectFacts.moreLabel}>
      <p className={styles.moreLead}>{projectFacts.more(rest.length)}</p>
      <ul className={styles.moreList}>
        {cities.map(({ place, count }) => (
          <li key={place.slug}>
            <a href={cityPath(place.slug)}>{place.name}</a> <span className={styles.moreCount}>{`(${projectFacts.inCity(count)})`}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type PortfolioProps = { projects?: readonly Project[] };

/**
 * The company's projects as highlighted cases: the first few (featured first), and links to the
 * city pages that show every other one; all in the static HTML and without client JavaScript. With
 * 62 projects of 6 photos the home page carried 595 KB of HTML when it held them all.
 */
export function Portfolio({ projects = siteProjects() }: PortfolioProps) {
  const first = projects.slice(0, HOME_PROJECTS);
  const rest = projects.slice(HOME_PROJECTS);
  return (
    <Section id="portfolio" title={projectsIntro.title} lead={first.every(isExample) ? projectsIntro.examplesLead : projectsIntro.lead} layout="split">
      <ProjectList projects={first} name={projectFacts.rows.first} />
      {rest.length > 0 && <MoreByCity rest={rest} />}
    </Section>
  );
}
