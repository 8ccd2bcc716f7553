import { Mail } from '@/components/ui/icons/mail';
import { MapPin } from '@/components/ui/icons/map-pin';
import { MessageCircle } from '@/components/ui/icons/message-circle';
import { Phone } from '@/components/ui/icons/phone';
import { contactSection } from '@/content/contact-section';
import { site } from '@/content/site';
import { ContactForm } from '@/components/contact/contact-form';
import { buildWhatsAppLink } from '@/components/contact/whatsapp-link';
import { Section } from '@/components/ui/section';
import styles from './contact.module.css';

export function Contact() {
  return (
    <Section id="contact" eyebrow={contactSection.eyebrow} title={contactSection.title} lead={contactSection.lead} tone="alt">
      <div className={styles.grid}>
        <div className={styles.formCard}>
          <ContactForm />
        </div>
        <aside className={styles.sites} aria-labelledby="unidades-titulo">
          <h3 id="unidades-titulo" className={styles.sitesTitle}>
            {contactSection.sitesHeading}
          </h3>
          {site.sites.map((place) => (
            <address key={place.kind} className={styles.site}>
              <p className={styles.siteName}>
                {place.label} · {place.city}/{place.state}
              </p>
              <p className={styles.line}>
                <MapPin aria-hidden="true" size={18} />
                <span>
                  {place.street}, {place.district}, {place.city}/{place.state}
                  <br />
                  {contactSection.cepLabel} {place.cep}
                </span>
              </p>
              <p className={styles.line}>
                <Phone aria-hidden="true" size={18} />
                <a href={`tel:${place.phone.e164}`}>
                  <span className="visually-hidden">{contactSection.phoneLabel} </span>
                  {place.phone.display}
                </a>
              </p>
            </address>
          ))}
          <p className={styles.line}>
            <MessageCircle aria-hidden="true" size={18} />
            <a href={buildWhatsAppLink(site.whatsapp.greeting)} target="_blank" rel="noopener noreferrer">
              {contactSection.whatsappLabel} {site.whatsapp.phone.display}
              <span className="visually-hidden"> (abre em nova aba)</span>
            </a>
          </p>
          <p className={styles.line}>
            <Mail aria-hidden="true" size={18} />
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
        </aside>
      </div>
    </Section>
  );
}
