/** @jest-environment node */
import { checkState, CLEAR_STATE_COOKIE, createState, STATE_COOKIE, STATE_TTL_SECONDS, stateCookie } from '@/lib/cms-auth/state';
import { githubOrigin, readSignInSettings } from '@/lib/cms-auth/settings';

// The sign-in's state (bound to the browser, signed, short-lived) and its settings' door: where the
// client secret may be sent.

const SECRET = 'segredo-do-app-oauth';
const NOW = new Date('2026-11-28T12:00:00Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
/** The nonce the cookie carries: `<name>=<nonce>; …`. */
const nonceOf = (cookie: string) => cookie.split(';')[0]!.split('=')[1]!;

describe('the state of a sign-in', () => {
  it('is accepted once from the browser whose cookie holds its nonce, within its time', async () => {
    const { state, cookie } = await createState(SECRET, NOW);
    expect(cookie).toBe(`${STATE_COOKIE}=${nonceOf(cookie)}; Max-Age=${STATE_TTL_SECONDS}; Path=/; Secure; HttpOnly; SameSite=Lax`);
    expect(stateCookie(`outro=1; ${STATE_COOKIE}=${nonceOf(cookie)}; mais=2`)).toBe(nonceOf(cookie));
    expect(await checkState(SECRET, state, nonceOf(cookie), later(STATE_TTL_SECONDS - 1))).toBe('ok');
    // The callback answers with the cookie cleared: the browser then holds none, and the same state is refused.
    expect(CLEAR_STATE_COOKIE).toMatch(new RegExp(`^${STATE_COOKIE}=; Max-Age=0; Path=/; Secure; HttpOnly; SameSite=Lax$`));
    expect(await checkState(SECRET, state, null, later(5))).toBe('otherBrowser');
  });

  it('is a fresh random value each time', async () => {
    const states = await Promise.all([1, 2, 3].map(() => createState(SECRET, NOW)));
    expect(new Set(states.map(({ state }) => state.split('.')[0])).size).toBe(3);
    expect(states[0]!.state.split('.')[0]!.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses a state forged, altered, signed with another secret or mangled', async () => {
    const { state, cookie } = await createState(SECRET, NOW);
    const nonce = nonceOf(cookie);
    const [, expires, signature] = state.split('.');
    const other = await createState('outro-segredo', NOW);
    const forged = [
      `${nonce}.${Number(expires) + 3600}.${signature}`, // a later expiry
      `${nonce}.0${expires}.${signature}`, // the same number, written otherwise
      `${nonce}x.${expires}.${signature}`,
      other.state.replace(/^[^.]+/, nonce),
      `${nonce}.${expires}`,
      `${nonce}.${expires}.${signature}.extra`,
      `${nonce}.${expires}.A`, // not base64
      `${nonce}.${expires}.%%%`,
      '',
    ];
    for (const value of forged) expect(await checkState(SECRET, value, nonce, NOW)).toBe('forged');
    expect(await checkState(SECRET, null, nonce, NOW)).toBe('forged');
  });

  it('refuses a state after its time, and one another browser started', async () => {
    const mine = await createState(SECRET, NOW);
    const theirs = await createState(SECRET, NOW);
    expect(await checkState(SECRET, mine.state, nonceOf(mine.cookie), later(STATE_TTL_SECONDS + 1))).toBe('expired');
    // An attacker's own valid state, pushed to a victim whose browser holds another sign-in (or none).
    expect(await checkState(SECRET, theirs.state, nonceOf(mine.cookie), NOW)).toBe('otherBrowser');
    expect(await checkState(SECRET, theirs.state, null, NOW)).toBe('otherBrowser');
  });
});

describe('the sign-in settings', () => {
  it('need the client ID and secret, and name what is missing', () => {
    expect(readSignInSettings({ CMS_GITHUB_CLIENT_ID: ' Iv1.abc ', CMS_GITHUB_CLIENT_SECRET: 's3cr3t' })).toEqual({
      settings: { clientId: 'Iv1.abc', clientSecret: 's3cr3t', github: 'https://github.com' },
      problems: [],
    });
    expect(readSignInSettings({})).toEqual({ settings: null, problems: ['missingClientId', 'missingClientSecret'] });
    expect(readSignInSettings({ CMS_GITHUB_CLIENT_ID: 'x', CMS_GITHUB_CLIENT_SECRET: '  ' }).problems).toEqual(['missingClientSecret']);
  });

  it('send the secret only to an https origin, or http on this computer (a test’s stand-in)', () => {
    expect(githubOrigin('https://git.empresa.com.br')).toBe('https://git.empresa.com.br');
    expect(githubOrigin('https://git.empresa.com.br/')).toBe('https://git.empresa.com.br');
    for (const local of ['http://127.0.0.1:4245', 'http://localhost:4245', 'http://[::1]:4245']) expect(githubOrigin(local)).toBe(local);
    for (const door of [
      'http://github.com', // in the clear
      'http://169.254.169.254', // a metadata address, in the clear
      'http://127.0.0.1.nip.io:80', // a name that only looks like loopback
      'https://github.com/login', // a path
      'https://github.com?x=1',
      'https://github.com#x',
      'https://user:pass@github.com',
      'ftp://github.com',
      'javascript:alert(1)',
      'github.com',
      '',
    ]) {
      expect(githubOrigin(door)).toBeNull();
    }
    expect(readSignInSettings({ CMS_GITHUB_CLIENT_ID: 'x', CMS_GITHUB_CLIENT_SECRET: 'y', CMS_GITHUB_URL: 'http://github.com' })).toEqual({
      settings: null,
      problems: ['githubUrlInvalid'],
    });
  });
});
