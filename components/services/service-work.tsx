import { ProjectList } from '@/components/home/portfolio';
import { TestimonialList } from '@/components/home/proof';
import { CITIES_PATH } from '@/components/cities/places';
import { connectedAt, isExample, projects as orderedProjects, type Project } from '@/content/company/projects';
import { proof, type Testimonial } from '@/content/company/proof';
import { servicePageCopy } from '@/content/service-pages';
import type { PagedServiceId } from '@/content/services';
import styles from './service-page.module.css';

/** How many projects a service's page shows: a row, as on the home page. */
export const SERVICE_PROJECTS = 3;

export type ServiceWork = { projects: readonly Project[]; testimonials: readonly Testimonial[] };

/**
 * The company's own work as a service's page shows it: every installation of the company is an own
 * plant, so that page shows them (featured first, then the most recently connected, as the home page
 * orders them); the other services' pages show the most recently connected, said as such. One
 * testimonial, the most recent. The specification's drawn examples are not the company's: never here.
 */
export function serviceWork(id: PagedServiceId, all: readonly Project[] = orderedProjects(), testimonials = proof().testimonials): ServiceWork {
  const own = all.filter((project) => !isExample(project));
  const chosen = id === 'usinas-consumo' ? own : [...own].sort((a, b) => connectedAt(b) - connectedAt(a));
  return { projects: chosen.slice(0, SERVICE_PROJECTS), testimonials: testimonials.slice(0, 1) };
}

/** The company's work on a service's page, or nothing when it has none yet. */
export function ServiceWorkSection({ id, work }: { id: PagedServiceId; work: ServiceWork }) {
  const copy = servicePageCopy.work;
  if (work.projects.length === 0 && work.testimonials.length === 0) return null;
  const own = id === 'usinas-consumo';
  return (
    <section aria-labelledby="servico-trabalho" className={styles.work}>
      <h2 id="servico-trabalho" className={styles.heading}>
        {own ? copy.ownTitle : copy.recentTitle}
      </h2>
      {work.projects.length > 0 && (
        <>
          <p>{own ? copy.ownLead : copy.recentLead}</p>
          <ProjectList projects={work.projects} name={copy.row} />
          <p>
            <a href={CITIES_PATH}>{copy.byCity}</a>
          </p>
        </>
      )}
      {work.testimonials.length > 0 && <TestimonialList testimonials={work.testimonials} name={copy.testimonialsRow} />}
    </section>
  );
}
