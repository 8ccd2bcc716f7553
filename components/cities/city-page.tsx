import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { Contact } from '@/components/home/contact';
import { GoogleRating } from '@/components/home/google-rating';
import { SimulatorSection } from '@/components/simulator/simulator-section';
import { ButtonLink } from '@/components/ui/button-link';
import { cityCopy as copy, HUB_TITLE, officeText, sunText399, workText, type StoryFacts } from '@/content/cities/copy';
import { proof as companyProof } from '@/content/company/proof';
import { SIMULATOR_SECTION_ID } from '@/content/simulator';
import { CityFacts as Facts } from './city-facts-section';
import { cityFacts, type CityFacts } from './city-facts';
import { CityWork } from './city-work';
import { OfficeCard } from './office-card';
import { cityPath, CITIES_PATH, type Place } from './places';
import { citiesWithWork, cityProof, companyWork, type CityProof, type CompanyWork } from './proof';
import { officesByDistance, servedNames } from './service-area';
import styles from './city-page.module.css';

type CityPageProps = { place: Place; today: Date; served?: readonly string[]; work?: CompanyWork };

/** The facts the sentences are written from (content/cities/copy.ts). */
export function storyFacts(facts: CityFacts, proof: CityProof, office: StoryFacts['office']): StoryFacts {
  const { place } = facts;
  return {
    city: place.name,
    office,
    own: { count: proof.projects.length, kWp: proof.projects.reduce((sum, project) => sum + project.kWp, 0) },
    nearbyWork: [...new Set(proof.nearbyProjects.map((near) => near.item.city))],
    rank: facts.rank,
    count: 399,
    annual: place.sun.annual,
    stateMean: facts.stateMean,
  };
}

// A served city's page, a local landing page. The first phone screen says who serves the city (the
// nearest office, its distance, phone and WhatsApp), what a typical bill costs and returns there,
// and offers the quote; then the simulator and the contact form, both already set to the city; then
// the company's own work in and near it; then the sun and the typical bills, computed at build time.
export function CityPage({ place, today, served = servedNames(), work = companyWork() }: CityPageProps) {
  const facts = cityFacts(place.name, served, today);
  const proof = cityProof(place, work);
  const nearest = officesByDistance(place)[0]!;
  const office = nearest.office;
  const story = storyFacts(facts, proof, { label: office.label, city: office.city, street: office.street, km: nearest.km });
  const rating = companyProof().googleRating;
  const city = place.name;
  const trail = [
    { name: copy.crumbHome, path: '/' },
    { name: HUB_TITLE, path: CITIES_PATH },
    { name: city, path: cityPath(place.slug) },
  ];
  const workSentence = workText(story);
  return (
    <>
      <div className={`container ${styles.page}`} data-city={place.slug}>
        <header className={styles.hero}>
          <div className={styles.heroText}>
            <Breadcrumbs trail={trail} />
            <h1 className={styles.title}>{copy.title(city)}</h1>
            {/* The company's work there leads; without it, who serves the city (the office card says it too). */}
            <p className={styles.lead}>{story.own.count > 0 ? workSentence : [officeText(story), workSentence].filter(Boolean).join(' ')}</p>
            <div className={styles.actions}>
              <ButtonLink href="#contact">{copy.quote}</ButtonLink>
              <ButtonLink href={`#${SIMULATOR_SECTION_ID}`} variant="secondary">
                {copy.simulate(city)}
              </ButtonLink>
            </div>
          </div>
          <div className={styles.heroSide}>
            <OfficeCard office={office}>
              <span data-figure="office-distance">{nearest.km < 1 ? copy.office.here : copy.office.away(nearest.km)}</span>
            </OfficeCard>
            {rating && <GoogleRating rating={rating} className={styles.rating} />}
          </div>
        </header>
      </div>

      <SimulatorSection city={city} />
      <Contact preset={{ city }} />

      <div className={`container ${styles.page}`}>
        <CityWork city={city} proof={proof} />
        <Facts place={place} facts={facts} sunSentence={sunText399(story)} workCities={citiesWithWork(work)} today={today} />
      </div>
    </>
  );
}
