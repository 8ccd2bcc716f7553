// wa.me links: the site's own (components/ui/whatsapp-link.ts, to the company's number) and the
// inbox's notification (to the visitor's), built the one way.

// encodeURIComponent throws on a lone surrogate (half an emoji, e.g. after a cut).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** https://wa.me/<number's digits>?text=<text, URL-encoded>; no text, no query. `phone` is E.164 or its digits. */
export function buildWhatsAppLinkTo(phone: string, text: string): string {
  const base = `https://wa.me/${phone.replace(/\D/g, '')}`;
  const clean = text.replace(LONE_SURROGATE, '\uFFFD');
  return clean ? `${base}?text=${encodeURIComponent(clean)}` : base;
}
