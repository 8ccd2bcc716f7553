// What is wrong with a web address the company typed, found by parsing it as a browser does (the
// WHATWG URL parser, `new URL`), so that nothing the content check lets through makes the build's
// own `new URL(site.url)` throw (content/seo.ts, the sitemap, robots.txt, the share cards). Code
// without copy: content/company/schema.ts words each problem.

export type WebAddressProblem =
  /** The parser refuses it. */
  | { kind: 'unparsable' }
  /** The parser refuses it only because of its port (`:99999`). */
  | { kind: 'port' }
  | { kind: 'not-https' }
  /** `https://user:password@…` */
  | { kind: 'credentials' }
  /** Not a domain name (an IP address, an empty label, a one-letter ending). */
  | { kind: 'host' }
  /** Only where the address must be the bare origin: it has a path, a query, a fragment or capitals; `origin` is how to write it. */
  | { kind: 'not-origin'; origin: string };

const parse = (value: string): URL | undefined => {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
};

/** A registrable-looking domain name, as the parser writes it (lower case, punycode): labels of letters, digits and inner hyphens, ending in a word. */
function isDomainName(hostname: string): boolean {
  const labels = hostname.split('.');
  if (labels.length < 2 || hostname.length > 253) return false;
  const tld = labels.at(-1)!;
  return labels.every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label)) && /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld);
}

/**
 * The first problem of `value` as a public https address, or undefined when it has none. With
 * `originOnly`, it must also be exactly the origin the parser gives back (`https://www.empresa.com.br`:
 * no path, not even a trailing slash, no query or fragment, in lower case).
 */
export function webAddressProblem(value: string, { originOnly = false } = {}): WebAddressProblem | undefined {
  const url = parse(value);
  if (!url) {
    // `https://x.com.br:99999`: the same address without its port parses, so the port is what is wrong.
    const withoutPort = value.replace(/^([a-z][a-z\d+.-]*:\/\/[^/?#]*?):[^/?#@\]]*(?=[/?#]|$)/i, '$1');
    return withoutPort !== value && parse(withoutPort) ? { kind: 'port' } : { kind: 'unparsable' };
  }
  if (url.protocol !== 'https:') return { kind: 'not-https' };
  if (url.username || url.password) return { kind: 'credentials' };
  if (!isDomainName(url.hostname)) return { kind: 'host' };
  if (url.port) return { kind: 'port' };
  if (originOnly && value !== url.origin) return { kind: 'not-origin', origin: url.origin };
  return undefined;
}
