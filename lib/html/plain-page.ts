// The look of the few pages a function answers with (the inbox's answer to a form posted without
// JavaScript, the CMS's sign-in window): plain HTML, one inline sheet that the page's own policy
// allows by its hash, no script of the site's.

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export const PLAIN_PAGE_STYLE =
  'body{margin:0;font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f7f9fb}' +
  'main{max-width:36rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}' +
  'h1{font-size:1.5rem;line-height:1.3;margin:0 0 1rem}p,ul{margin:0 0 1rem}strong{font-variant-numeric:tabular-nums}' +
  'a{color:#0b5394;font-weight:600}a:focus-visible{outline:3px solid #0b5394;outline-offset:2px}';

/** The CSP source of an inline script or sheet: 'sha256-…'. */
export async function hashSource(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const bytes = Array.from(new Uint8Array(digest), (byte) => String.fromCharCode(byte)).join('');
  return `'sha256-${btoa(bytes)}'`;
}

let styleHash: Promise<string> | undefined;

/** The CSP source of PLAIN_PAGE_STYLE, computed once. */
export function plainStyleSource(): Promise<string> {
  styleHash ??= hashSource(PLAIN_PAGE_STYLE);
  return styleHash;
}
