// The OAuth `state` of the CMS's sign-in, bound to the browser that started it (RFC 6749 §10.12,
// RFC 9700 §4.7): a random nonce, kept in an HttpOnly, Secure, SameSite=Lax cookie with the
// __Host- prefix (no sibling domain can set it), and sent to GitHub signed with its expiry. The
// callback accepts the state only if the signature holds (HMAC-SHA-256 keyed by the client secret,
// under a label of its own), it has not expired, and this browser's cookie holds the same nonce;
// it then clears the cookie, so the same state is refused the second time.

export const STATE_COOKIE = '__Host-cms-sign-in';
/** How long a sign-in may take between the CMS's button and GitHub's answer. */
export const STATE_TTL_SECONDS = 600;
const LABEL = 'decap-cms-sign-in-state-v1';

export type StateCheck = 'ok' | 'forged' | 'expired' | 'otherBrowser';

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[\w-]+$/.test(text)) return null;
  try {
    return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
  } catch {
    return null; // not base64 (a length no encoder makes)
  }
}

const signingKey = (secret: string) =>
  crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
const signed = (nonce: string, expires: number | string) => new TextEncoder().encode(`${LABEL}.${nonce}.${expires}`);

/** A new state for GitHub, and the cookie that binds it to this browser. */
export async function createState(secret: string, now: Date): Promise<{ state: string; cookie: string }> {
  const nonce = base64url(crypto.getRandomValues(new Uint8Array(24)));
  const expires = Math.floor(now.getTime() / 1000) + STATE_TTL_SECONDS;
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await signingKey(secret), signed(nonce, expires)));
  return {
    state: `${nonce}.${expires}.${base64url(signature)}`,
    cookie: `${STATE_COOKIE}=${nonce}; Max-Age=${STATE_TTL_SECONDS}; Path=/; Secure; HttpOnly; SameSite=Lax`,
  };
}

/** The Set-Cookie that forgets the nonce: every answer of the callback sends it. */
export const CLEAR_STATE_COOKIE = `${STATE_COOKIE}=; Max-Age=0; Path=/; Secure; HttpOnly; SameSite=Lax`;

/** The nonce in a Cookie header, if any. */
export function stateCookie(header: string | null): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === STATE_COOKIE) return value.join('=') || null;
  }
  return null;
}

/** Whether `state` came from this site, in time, and to this browser. Constant-time on the signature. */
export async function checkState(secret: string, state: string | null, cookie: string | null, now: Date): Promise<StateCheck> {
  const [nonce, expires = '', signatureText = '', ...rest] = (state ?? '').split('.');
  const signature = fromBase64url(signatureText);
  if (!nonce || rest.length || !/^\d{1,12}$/.test(expires) || !signature) return 'forged';
  if (!(await crypto.subtle.verify('HMAC', await signingKey(secret), signature, signed(nonce, expires)))) return 'forged';
  if (Number(expires) * 1000 < now.getTime()) return 'expired';
  return cookie === nonce ? 'ok' : 'otherBrowser';
}
