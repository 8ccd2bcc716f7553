import { ProjectList } from '@/components/home/portfolio';
import { TestimonialList } from '@/components/home/proof';
import { cityCopy as copy } from '@/content/cities/copy';
import { shownWork, type CityProof } from './proof';
import styles from './city-page.module.css';

// The company's own work in a city: its projects there (with their photos, power, month connected and
// bill before, as on the home page) and its clients' testimonials from there. A city without any gets
// the nearest within 100 km, said as such. Nothing when the company has none near: the page does not
// fill the gap with examples. The projects of towns outside the service area are on the page of the
// nearest served city.
export function CityWork({ city, proof }: { city: string; proof: CityProof }) {
  const { here, projects, testimonials } = shownWork(proof);
  if (projects.length === 0 && testimonials.length === 0) return null;
  return (
    <section aria-labelledby="trabalho" className={styles.section} data-work={here ? 'here' : 'nearby'}>
      <h2 id="trabalho" className={styles.heading}>
        {here ? copy.workTitle(city) : copy.workNearTitle(city)}
      </h2>
      {projects.length > 0 && <ProjectList projects={projects} name={copy.workRow} />}
      {testimonials.length > 0 && (
        <div className={styles.testimonials}>
          <TestimonialList testimonials={testimonials} name={copy.testimonialsRow} />
        </div>
      )}
    </section>
  );
}
