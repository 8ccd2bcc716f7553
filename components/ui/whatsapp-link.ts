import { whatsappContact } from '@/content/company/whatsapp';
import { buildWhatsAppLinkTo } from '@/lib/whatsapp/wa-me';

// The one place that builds wa.me links to the company: the contact form's hand-off, the
// floating button, the contact section and the simulator's result all use it.

const WHATSAPP_DIGITS = whatsappContact.phone.e164.replace(/\D/g, '');

/** https://wa.me/<company number>?text=<text, URL-encoded>; no text, no query. */
export function buildWhatsAppLink(text: string): string {
  return buildWhatsAppLinkTo(WHATSAPP_DIGITS, text);
}
