import { site } from '@/content/site';

/** A wa.me chat link to the company's WhatsApp with `text` prefilled (URL-encoded). */
export function buildWhatsAppLink(text: string): string {
  const digits = site.whatsapp.phone.e164.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
