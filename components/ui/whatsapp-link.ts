import { whatsappContact } from '@/content/company/whatsapp';

// The one place that builds wa.me links: the contact form's hand-off, the floating
// button, the contact section and the simulator's result all use it.

const WHATSAPP_DIGITS = whatsappContact.phone.e164.replace(/\D/g, '');

// encodeURIComponent throws on a lone surrogate (half an emoji, e.g. after a cut).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** https://wa.me/<company number>?text=<text, URL-encoded>; no text, no query. */
export function buildWhatsAppLink(text: string): string {
  return buildWhatsAppLinkTo(WHATSAPP_DIGITS, text);
}

/** The same link to another number (E.164, or its digits): the lead inbox's link to a visitor. */
export function buildWhatsAppLinkTo(phone: string, text: string): string {
  const base = `https://wa.me/${phone.replace(/\D/g, '')}`;
  const clean = text.replace(LONE_SURROGATE, '\uFFFD');
  return clean ? `${base}?text=${encodeURIComponent(clean)}` : base;
}
