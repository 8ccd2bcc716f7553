import { Section } from '@/components/ui/section';
import { Photo } from '@/components/ui/photo';
import { proof, proofCopy, type Credential, type EquipmentBrand, type TeamMember, type Testimonial } from '@/content/company/proof';
import { formatKwp } from '@/lib/format/format';
import styles from './proof.module.css';

// The home sections of content/company/proof.ts. Each renders only when its slot is filled, so
// an empty slot costs the page nothing; all are server components (static HTML).

const DATE = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-11-10' as '10 de novembro de 2026'. */
export function formatIsoDate(date: string): string {
  return DATE.format(new Date(`${date}T00:00:00Z`));
}

type TestimonialsProps = { testimonials?: readonly Testimonial[] };

/**
 * What clients said, in one row that scrolls sideways and snaps to each card (CSS alone, no
 * script): six cards stacked were two phone screens. The row is a named, focusable region, so a
 * keyboard scrolls it with the arrow keys; the cards stay a list. Nothing while the slot is empty
 * (the Google rating is in the hero).
 */
export function Testimonials({ testimonials = proof().testimonials }: TestimonialsProps) {
  if (testimonials.length === 0) return null;
  return (
    <Section id="depoimentos" title={proofCopy.testimonials.title} layout="centered">
      <TestimonialList testimonials={testimonials} name={proofCopy.testimonials.row} />
    </Section>
  );
}

/** The testimonial cards, in the row a keyboard scrolls (`name` is the row's name): the home's and a city page's. */
export function TestimonialList({ testimonials, name }: { testimonials: readonly Testimonial[]; name: string }) {
  return (
    <div className={styles.row} role="region" aria-label={name} tabIndex={0}>
      <ul className={styles.testimonials}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.slug}>
            <figure className={styles.testimonial}>
              <blockquote className={styles.quote}>
                <p>{testimonial.text}</p>
              </blockquote>
              <figcaption className={styles.caption}>
                <span>
                  <strong>{testimonial.name}</strong>, {testimonial.city}/PR
                </span>
                <span className={styles.meta}>
                  {testimonial.kWp !== undefined && `${proofCopy.testimonials.system(formatKwp(testimonial.kWp))} · `}
                  <time dateTime={testimonial.date}>{formatIsoDate(testimonial.date)}</time>, {proofCopy.testimonials.source[testimonial.source]}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The equipment brands the company installs, as a strip of logos: the logo names the brand (its alt
 * text), so the name is not written again under it; a brand without a logo shows its name in the
 * logo's place. What each supplies is read out after the name. Nothing while the slot is empty.
 */
export function EquipmentBrands({ brands = proof().brands }: { brands?: readonly EquipmentBrand[] }) {
  if (brands.length === 0) return null;
  return (
    <Section id="equipamentos" title={proofCopy.brands.title} lead={proofCopy.brands.lead} layout="split">
      <ul className={styles.brands}>
        {brands.map((brand) => (
          <li key={brand.name} className={styles.brand}>
            {brand.logo ? (
              <Photo src={brand.logo} alt={brand.name} sizes="160px" className={styles.logo} />
            ) : (
              <span className={styles.brandName}>{brand.name}</span>
            )}
            <span className="visually-hidden">: {brand.what}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * Who answers technically for the projects (the CREA registration), beside the contact form's send
 * button (components/home/contact.tsx): the last thing read before asking for a quote. Nothing
 * while the slot is empty.
 */
export function Credentials({ credentials = proof().credentials, className }: { credentials?: readonly Credential[]; className?: string }) {
  if (credentials.length === 0) return null;
  return (
    <section aria-labelledby="credenciais-titulo" id="credenciais" className={[styles.credentials, className].filter(Boolean).join(' ')}>
      <h3 id="credenciais-titulo" className={styles.credentialsTitle}>
        {proofCopy.credentials.title}
      </h3>
      <ul className={styles.credentialList}>
        {credentials.map((credential) => (
          <li key={`${credential.title}-${credential.number}`} className={styles.credential}>
            <span>
              <strong>
                {credential.title} nº {credential.number}
              </strong>
              , {credential.holder}
            </span>
            {credential.url && (
              <>
                {' '}
                <a href={credential.url}>{proofCopy.credentials.verify}</a>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The people behind the projects, inside the about section (components/home/about.tsx), under the
 * company's story: a small portrait beside each name, in a row a phone scrolls sideways (a named,
 * focusable region), a grid wider. Nothing while the slot is empty.
 */
export function Team({ members = proof().team }: { members?: readonly TeamMember[] }) {
  if (members.length === 0) return null;
  return (
    <section id="equipe" aria-labelledby="equipe-titulo" className={styles.teamBlock}>
      <h3 id="equipe-titulo" className={styles.teamTitle}>
        {proofCopy.team.title}
      </h3>
      <div className={styles.teamRow} role="region" aria-label={proofCopy.team.row} tabIndex={0}>
        <ul className={styles.team}>
          {members.map((member) => (
            <li key={member.name} className={styles.member}>
              {member.photo ? (
                <Photo src={member.photo.src} alt={member.photo.alt} sizes="64px" className={styles.portrait} />
              ) : (
                <span className={styles.initials} aria-hidden="true">
                  {initials(member.name)}
                </span>
              )}
              <span className={styles.memberText}>
                <span className={styles.memberName}>{member.name}</span>
                <span className={styles.role}>{member.role}</span>
                {member.bio && <span className={styles.bio}>{member.bio}</span>}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** 'Ana Souza' as 'AS', for a member without a photo. */
function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word));
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase();
}
