import { site } from '@/content/site';

// Private stand-in for the shared components/contact/whatsapp-link.ts (same signature);
// swap the import for the shared helper once it is merged.
export function buildWhatsAppLink(text: string): string {
  const digits = site.whatsapp.phone.e164.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
