import type { ReactNode } from 'react';
import { buildWhatsAppLink } from '@/components/ui/whatsapp-link';
import { cityCopy as copy } from '@/content/cities/copy';
import { site, type CompanySite } from '@/content/company/site';
import styles from './city-page.module.css';

/**
 * An office as the city pages and their hub show it: its name and city, one line about it (`children`:
 * its distance, or its street), and its phone and the company's WhatsApp a tap away.
 */
export function OfficeCard({ office, children }: { office: CompanySite; children: ReactNode }) {
  return (
    <address className={styles.office} data-office={office.city}>
      <strong>
        {office.label} · {office.city}/PR
      </strong>
      {children}
      <span className={styles.officeLinks}>
        <a href={`tel:${office.phone.e164}`}>{copy.call(office.phone.display)}</a>
        <a href={buildWhatsAppLink(site.whatsapp.greeting)} target="_blank" rel="noopener noreferrer">
          {copy.whatsapp} {site.whatsapp.phone.display}
          <span className="visually-hidden"> {copy.newTab}</span>
        </a>
      </span>
    </address>
  );
}
