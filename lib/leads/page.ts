// The page the inbox answers a form posted without JavaScript with: the same truth the form
// tells with JavaScript (received, with the reference; or what to fix), in plain HTML with
// no script, styled by one inline sheet that the page's own policy allows by its hash. Its
// words are the site's (content/contact/inbox.ts), passed in.

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
  back: string;
  backHref: string;
  reference: (reference: string) => string;
  visit: (when: string) => string;
  reply: string;
};

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const STYLE =
  'body{margin:0;font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f7f9fb}' +
  'main{max-width:36rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}' +
  'h1{font-size:1.5rem;line-height:1.3;margin:0 0 1rem}p,ul{margin:0 0 1rem}strong{font-variant-numeric:tabular-nums}' +
  'a{color:#0b5394;font-weight:600}a:focus-visible{outline:3px solid #0b5394;outline-offset:2px}';

let styleHash: Promise<string> | undefined;

/** The CSP source of the inline style: 'sha256-…', computed once. */
function styleSource(): Promise<string> {
  styleHash ??= crypto.subtle.digest('SHA-256', new TextEncoder().encode(STYLE)).then((digest) => {
    const bytes = Array.from(new Uint8Array(digest), (byte) => String.fromCharCode(byte)).join('');
    return `'sha256-${btoa(bytes)}'`;
  });
  return styleHash;
}

export type PageContent = { title: string; paragraphs: string[]; items?: string[] };

export function receivedPage(p: PageWords, reference: string, visit: string | null): PageContent {
  return {
    title: p.receivedTitle,
    paragraphs: [p.reference(reference), ...(visit ? [p.visit(visit)] : []), p.reply],
  };
}

export const refusedPage = (p: PageWords, items: string[]): PageContent => ({ title: p.notReceivedTitle, paragraphs: [p.fix], items });
export const failurePage = (p: PageWords, text: string): PageContent => ({ title: p.notReceivedTitle, paragraphs: [text] });

/** The HTML response, with a policy that allows its style and nothing else. */
export async function htmlResponse(p: PageWords, content: PageContent, status: number, headers: Record<string, string>): Promise<Response> {
  const items = content.items?.length ? `<ul>${content.items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>` : '';
  const html =
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escape(`${content.title} | ${p.brand}`)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escape(content.title)}</h1>${content.paragraphs.map((text) => `<p>${escape(text)}</p>`).join('')}${items}` +
    `<p><a href="${p.backHref}">${escape(p.back)}</a></p></main></body></html>`;
  const policy = `default-src 'none'; style-src ${await styleSource()}; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;
  return new Response(html, { status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': policy } });
}
