// The pages of the CMS's sign-in window: the one that hands the token to the CMS, and the ones
// that say, in the site's words, what went wrong and what to do. A page opened by the CMS also
// tells it the outcome in Decap's handshake (decap-cms-lib-auth, netlify-auth.js): it posts
// `authorizing:github` to its opener, waits for the CMS to echo it, then posts
// `authorization:github:success:{"token":…,"provider":"github"}` (or `…:error:{"message":…}`),
// each to the site's own origin only, never `*`: a page of another origin that opened the window
// gets nothing. The script is fixed (allowed by its hash); the message travels in a JSON block.
import { escapeHtml, hashSource, PLAIN_PAGE_STYLE, plainStyleSource } from '../html/plain-page';

export const PROVIDER = 'github';
export const DATA_ID = 'cms-sign-in';

/** Runs in the sign-in window: the handshake, to this window's own origin only. */
export const HANDSHAKE_SCRIPT =
  '(function(){var w=window.opener,o=location.origin,m=JSON.parse(document.getElementById("' +
  DATA_ID +
  '").textContent).message;if(!w)return;' +
  'addEventListener("message",function(e){if(e.origin===o&&e.source===w&&e.data==="authorizing:' +
  PROVIDER +
  '")w.postMessage(m,o)});w.postMessage("authorizing:' +
  PROVIDER +
  '",o)})();';

/** What a page says: a title, paragraphs, and a link back to the CMS. */
export type SignInPage = { title: string; paragraphs: string[] };

/** The page's own words that do not depend on what happened (content/cms-sign-in.ts). */
export type PageFrame = { brand: string; backToCms: string; cmsPath: string };

/** What the window hands the CMS, in Decap's words. */
export type Outcome = { token: string } | { error: string };

export function handshakeMessage(outcome: Outcome): string {
  return 'token' in outcome
    ? `authorization:${PROVIDER}:success:${JSON.stringify({ token: outcome.token, provider: PROVIDER })}`
    : `authorization:${PROVIDER}:error:${JSON.stringify({ message: outcome.error })}`;
}

/** JSON inside <script type="application/json">: no `<` can end the element or open a comment. */
const jsonBlock = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

let scriptHash: Promise<string> | undefined;

/**
 * The page's HTML and its Content-Security-Policy: nothing loads, nothing posts, no one frames it;
 * with an outcome for the CMS, the one fixed script runs, allowed by its hash.
 */
export async function signInPage(frame: PageFrame, page: SignInPage, outcome?: Outcome): Promise<{ html: string; policy: string }> {
  scriptHash ??= hashSource(HANDSHAKE_SCRIPT);
  const script = outcome
    ? `<script type="application/json" id="${DATA_ID}">${jsonBlock({ message: handshakeMessage(outcome) })}</script><script>${HANDSHAKE_SCRIPT}</script>`
    : '';
  const html =
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(`${page.title} | ${frame.brand}`)}</title><style>${PLAIN_PAGE_STYLE}</style>${script}</head>` +
    `<body><main><h1>${escapeHtml(page.title)}</h1>${page.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}` +
    `<p><a href="${escapeHtml(frame.cmsPath)}">${escapeHtml(frame.backToCms)}</a></p></main></body></html>`;
  const scripts = outcome ? `script-src ${await scriptHash}; ` : '';
  const policy = `default-src 'none'; ${scripts}style-src ${await plainStyleSource()}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
  return { html, policy };
}
