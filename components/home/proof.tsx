import { Section } from '@/components/ui/section';
import { Photo } from '@/components/ui/photo';
import { proof, proofCopy, type Credential, type EquipmentBrand, type GoogleRating, type TeamMember, type Testimonial } from '@/content/company/proof';
import { formatDecimal, formatKwp, formatNumber } from '@/lib/format/format';
import styles from './proof.module.css';

// The home sections of content/company/proof.ts. Each renders only when its slot is filled, so
// an empty slot costs the page nothing; all are server components (static HTML).

const DATE = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-11-10' as '10 de novembro de 2026'. */
export function formatIsoDate(date: string): string {
  return DATE.format(new Date(`${date}T00:00:00Z`));
}

function Rating({ rating }: { rating: GoogleRating }) {
  return (
    <p className={styles.rating}>
      <span className={styles.ratingText}>{proofCopy.rating.text(formatDecimal(rating.value, 1, 1), formatNumber(rating.count))}</span>{' '}
      <span className={styles.readOn}>
        ({proofCopy.rating.readOn} <time dateTime={rating.readOn}>{formatIsoDate(rating.readOn)}</time>)
      </span>{' '}
      <a href={rating.url}>{proofCopy.rating.link}</a>
    </p>
  );
}

type TestimonialsProps = { testimonials?: readonly Testimonial[]; rating?: GoogleRating | null };

/** What clients said, with the Google rating above them; nothing while both slots are empty. */
export function Testimonials({ testimonials = proof().testimonials, rating = proof().googleRating }: TestimonialsProps) {
  if (testimonials.length === 0 && !rating) return null;
  return (
    <Section id="depoimentos" title={proofCopy.testimonials.title} layout="centered">
      {rating && <Rating rating={rating} />}
      {testimonials.length > 0 && (
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
      )}
    </Section>
  );
}

/** The equipment brands the company installs; nothing while the slot is empty. */
export function EquipmentBrands({ brands = proof().brands }: { brands?: readonly EquipmentBrand[] }) {
  if (brands.length === 0) return null;
  return (
    <Section id="equipamentos" title={proofCopy.brands.title} lead={proofCopy.brands.lead} layout="split">
      <ul className={styles.brands}>
        {brands.map((brand) => (
          <li key={brand.name} className={styles.brand}>
            {/* The name is written beside the logo, so the logo itself is decorative. */}
            {brand.logo && <Photo src={brand.logo} alt="" sizes="160px" className={styles.logo} />}
            <span className={styles.brandName}>{brand.name}</span>
            <span className={styles.brandWhat}>{brand.what}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Registrations a client can verify (CREA, ...); nothing while the slot is empty. */
export function Credentials({ credentials = proof().credentials }: { credentials?: readonly Credential[] }) {
  if (credentials.length === 0) return null;
  return (
    <Section id="credenciais" title={proofCopy.credentials.title} lead={proofCopy.credentials.lead} layout="split">
      <ul className={styles.credentials}>
        {credentials.map((credential) => (
          <li key={`${credential.title}-${credential.number}`} className={styles.credential}>
            <strong>
              {credential.title} nº {credential.number}
            </strong>
            <span>{credential.holder}</span>
            {credential.url && <a href={credential.url}>{proofCopy.credentials.verify}</a>}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The people behind the projects, with their photos; nothing while the slot is empty. */
export function Team({ members = proof().team }: { members?: readonly TeamMember[] }) {
  if (members.length === 0) return null;
  return (
    <Section id="equipe" eyebrow={proofCopy.team.eyebrow} title={proofCopy.team.title}>
      <ul className={styles.team}>
        {members.map((member) => (
          <li key={member.name} className={styles.member}>
            {member.photo ? (
              <Photo src={member.photo.src} alt={member.photo.alt} sizes="(min-width: 768px) 240px, 45vw" className={styles.portrait} />
            ) : (
              <span className={styles.initials} aria-hidden="true">
                {initials(member.name)}
              </span>
            )}
            <span className={styles.memberName}>{member.name}</span>
            <span className={styles.role}>{member.role}</span>
            {member.bio && <span className={styles.bio}>{member.bio}</span>}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** 'Ana Souza' as 'AS', for a member without a photo. */
function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word));
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase();
}
