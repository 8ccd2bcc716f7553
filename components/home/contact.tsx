import { Mail } from '@/components/ui/icons/mail';
import { MapPin } from '@/components/ui/icons/map-pin';
import { Phone } from '@/components/ui/icons/phone';
import { WhatsAppMark } from '@/components/ui/whatsapp-mark';
import { contactSection } from '@/content/contact/section';
import { site } from '@/content/company/site';
import { ContactForm } from '@/components/contact/contact-form';
import type { LeadFields } from '@/lib/lead/fields';
import { buildWhatsAppLink } from '@/components/ui/whatsapp-link';
import { Section } from '@/components/ui/section';
import { Credentials } from './proof';
import styles from './contact.module.css';

/**
 * The page's closing call to action: the form with the technical responsibility under its send
 * button, and the quicker ways to reach the company.
 */
export function Contact({ preset }: { preset?: Partial<LeadFields> } = {}) {
  return (
    <Section id="contact" title={contactSection.title} lead={contactSection.lead} tone="dark" layout="centered">
      <div className={styles.grid}>
        <div className={styles.formCard}>
          <ContactForm preset={preset} />
          {/* Who answers technically (CREA), right under the send button: read before asking for a quote. */}
          <Credentials />
        </div>
        <div className={styles.side}>
          <section aria-labelledby="canais-titulo">
            <h3 id="canais-titulo" className={styles.sideTitle}>
              {contactSection.channelsHeading}
            </h3>
            <ul className={styles.channels}>
              <li>
                <a className={styles.whatsapp} href={buildWhatsAppLink(site.whatsapp.greeting)} target="_blank" rel="noopener noreferrer">
                  <WhatsAppMark aria-hidden="true" focusable="false" size={22} />
                  <span>
                    {contactSection.whatsappLabel} <span className="nowrap">{site.whatsapp.phone.display}</span>
                  </span>
                  <span className="visually-hidden"> {contactSection.newTab}</span>
                </a>
              </li>
              <li>
                <a className={styles.email} href={`mailto:${site.email}`}>
                  <Mail aria-hidden="true" size={20} />
                  {site.email}
                </a>
              </li>
            </ul>
          </section>
          <section aria-labelledby="unidades-titulo">
            <h3 id="unidades-titulo" className={styles.sideTitle}>
              {contactSection.sitesHeading}
            </h3>
            <div className={styles.sites}>
              {site.sites.map((place) => (
                <address key={place.kind} className={styles.site}>
                  <p className={styles.siteName}>
                    {place.label} · {place.city}/{place.state}
                  </p>
                  <p className={styles.line}>
                    <MapPin aria-hidden="true" size={18} />
                    <span>
                      {place.street}, {place.district}
                      <br />
                      {contactSection.cepLabel} {place.cep}
                    </span>
                  </p>
                  <p className={styles.line}>
                    <Phone aria-hidden="true" size={18} />
                    <a href={`tel:${place.phone.e164}`}>
                      <span className="visually-hidden">{contactSection.phoneLabel} </span>
                      <span className="nowrap">{place.phone.display}</span>
                    </a>
                  </p>
                </address>
              ))}
            </div>
          </section>
        </div>
      </div>
    </Section>
  );
}
