// The page the inbox answers a form posted without JavaScript with: the same truth the form
// tells with JavaScript (received, with the reference; or what to fix), in plain HTML with
// no script, styled by one inline sheet that the page's own policy allows by its hash. Its
// words are the site's (content/contact/inbox.ts), passed in.
import { escapeHtml as escape, PLAIN_PAGE_STYLE as STYLE, plainStyleSource as styleSource } from '../html/plain-page';

/** What the page says (content/contact/inbox-words.ts). */
export type PageWords = {
  /** The site's name, after each title. */
  brand: string;
  receivedTitle: string;
  notReceivedTitle: string;
  fix: string;
  tooLarge: string;
  tooMany: string;
  failed: string;
  /** The link under a received lead: to the empty form, for another message. */
  back: string;
  /** The link under a refusal: to the form, to fix it. */
  backToForm: string;
  backHref: string;
  /** 'Obrigado, Maria!', above the title of a received lead, as the form's thank-you says it. */
  thanks: (firstName: string) => string;
  reference: (reference: string) => string;
  visit: (when: string) => string;
  reply: string;
};

/** `thanks` goes above the title; `link` is the words of the one link, to the form. */
export type PageContent = { thanks?: string; title: string; paragraphs: string[]; items?: string[]; link: string };

/** The form's thank-you, as a page: the person's first name, the reference, the visit asked for, who answers and when. */
export function receivedPage(p: PageWords, firstName: string, reference: string, visit: string | null): PageContent {
  return {
    ...(firstName && { thanks: p.thanks(firstName) }),
    title: p.receivedTitle,
    paragraphs: [p.reference(reference), ...(visit ? [p.visit(visit)] : []), p.reply],
    link: p.back,
  };
}

export const refusedPage = (p: PageWords, items: string[]): PageContent => ({ title: p.notReceivedTitle, paragraphs: [p.fix], items, link: p.backToForm });
export const failurePage = (p: PageWords, text: string): PageContent => ({ title: p.notReceivedTitle, paragraphs: [text], link: p.backToForm });

/** The HTML response, with a policy that allows its style and nothing else. */
export async function htmlResponse(p: PageWords, content: PageContent, status: number, headers: Record<string, string>): Promise<Response> {
  const items = content.items?.length ? `<ul>${content.items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>` : '';
  const html =
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escape(`${content.title} | ${p.brand}`)}</title><style>${STYLE}</style></head>` +
    `<body><main>${content.thanks ? `<p><strong>${escape(content.thanks)}</strong></p>` : ''}<h1>${escape(content.title)}</h1>` +
    `${content.paragraphs.map((text) => `<p>${escape(text)}</p>`).join('')}${items}` +
    `<p><a href="${p.backHref}">${escape(content.link)}</a></p></main></body></html>`;
  const policy = `default-src 'none'; style-src ${await styleSource()}; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;
  return new Response(html, { status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': policy } });
}
