import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileBootScript } from '@/scripts/build/boot-after-paint.mjs';
import { ATTRIBUTION_KEY, ATTRIBUTION_MAX_AGE_MS, readAttribution, sanitizeAttribution, storedAttribution } from '@/lib/attribution/attribution';

// What brought the visit: the boot script keeps it on the landing page (lib/boot/boot-script.js),
// the form reads it back (readAttribution) and the inbox judges it again (sanitizeAttribution).

const CODE = compileBootScript(readFileSync(join(process.cwd(), 'lib/boot/boot-script.js'), 'utf8'));
const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-27T12:00:00.000Z');

/** Lands on `path` (this site) from `referrer`, and runs the boot script as the page's head does. */
function land(path: string, referrer = '') {
  history.replaceState(null, '', path);
  jest.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
  document.head.innerHTML = '<script type="application/json" id="boot-scripts">{"scripts":[]}</script><script></script>';
  jest.spyOn(document, 'currentScript', 'get').mockReturnValue(document.head.lastElementChild as HTMLScriptElement);
  new Function(CODE)();
}
const stored = () => JSON.parse(localStorage.getItem(ATTRIBUTION_KEY) ?? 'null') as Record<string, unknown> | null;

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers({ now: NOW });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the capture on the landing page (boot script)', () => {
  it('keeps the campaign, the click id, the path and the referring host; no other query value, never the referrer address', () => {
    land(
      '/energia-solar/londrina/?utm_source=google&utm_medium=cpc&utm_campaign=x&gclid=abc&email=maria%40exemplo.com&q=segredo',
      'https://www.google.com/search?q=energia+solar+londrina',
    );
    expect(stored()).toEqual({
      page: '/energia-solar/londrina/',
      params: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'x', gclid: 'abc' },
      referrer: 'www.google.com',
      at: NOW,
    });
    expect(localStorage.getItem(ATTRIBUTION_KEY)).not.toMatch(/maria|segredo|search|energia\+solar/);
    expect(readAttribution(localStorage, NOW)).toEqual({
      landingPage: '/energia-solar/londrina/?utm_source=google&utm_medium=cpc&utm_campaign=x',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'x',
      utmTerm: null,
      utmContent: null,
      clickIdType: 'gclid',
      clickId: 'abc',
      referrerHost: 'www.google.com',
      landedAt: '2026-11-27T12:00:00.000Z',
    });
  });

  it('keeps another site that linked here, without a campaign', () => {
    land('/perguntas-frequentes/', 'https://forum.exemplo.com.br/topico/123?usuario=maria');
    expect(readAttribution(localStorage, NOW)).toMatchObject({ landingPage: '/perguntas-frequentes/', referrerHost: 'forum.exemplo.com.br', utmSource: null });
  });

  it.each([
    ['this site', 'http://localhost/servicos/'],
    ['this site with www. in front', 'http://www.localhost/'],
    ['an address that is not http(s)', 'android-app://com.google.android.gm/'],
    ['no referrer (typed, a bookmark, an app)', ''],
  ])('keeps nothing for a landing without a campaign from %s', (_, referrer) => {
    land('/novas-implementacoes/?ref=abc', referrer);
    expect(stored()).toBeNull();
  });

  it('last campaign wins: a new campaign or another site replaces what was kept, a plain visit or a link inside the site does not', () => {
    land('/?utm_source=google&utm_campaign=primeira');
    jest.setSystemTime(NOW + DAY_MS);
    land('/servicos/', 'http://localhost/?utm_source=google&utm_campaign=primeira');
    land('/politica-de-privacidade/');
    expect(readAttribution(localStorage, NOW + DAY_MS)).toMatchObject({ utmCampaign: 'primeira', landingPage: '/?utm_source=google&utm_campaign=primeira' });

    land('/energia-solar/maringa/?utm_source=facebook&utm_campaign=segunda&fbclid=IwAR0x_y-z');
    expect(readAttribution(localStorage, NOW + DAY_MS)).toMatchObject({
      utmSource: 'facebook',
      utmCampaign: 'segunda',
      clickIdType: 'fbclid',
      clickId: 'IwAR0x_y-z',
    });

    land('/', 'https://www.bing.com/');
    expect(readAttribution(localStorage, NOW + DAY_MS)).toMatchObject({ utmSource: null, clickId: null, referrerHost: 'www.bing.com', landingPage: '/' });
  });

  it('is harmless with a crafted address: markup is text, 10 kB values are not kept, control characters and newlines go', () => {
    const huge = 'a'.repeat(10_000);
    land(
      `/?utm_source=${encodeURIComponent('<script>alert(1)</script>')}&utm_campaign=${huge}&gclid=${huge}&utm_term=${encodeURIComponent('a\r\nb\u0000c\u001b[2J')}`,
    );
    const raw = stored()!;
    expect(raw.params).toEqual({ utm_source: '<script>alert(1)</script>', utm_term: 'abc[2J' });
    expect(localStorage.getItem(ATTRIBUTION_KEY)!.length).toBeLessThan(400);
    const read = readAttribution(localStorage, NOW)!;
    expect(read.utmSource).toBe('<script>alert(1)</script>');
    expect(read.utmCampaign).toBeNull();
    expect(read.clickId).toBeNull();
  });

  it('cuts a long campaign value to 200 characters', () => {
    land(`/?utm_campaign=${'c'.repeat(300)}`);
    expect(readAttribution(localStorage, NOW)?.utmCampaign).toHaveLength(200);
  });

  it('never breaks the page when storage is forbidden', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => land('/?utm_source=google')).not.toThrow();
    expect(document.documentElement.hasAttribute('data-js')).toBe(true);
    expect(storedAttribution()).toBeNull();
  });
});

describe('reading it back (the form)', () => {
  const keep = (value: unknown) => localStorage.setItem(ATTRIBUTION_KEY, JSON.stringify(value));

  it('forgets a capture older than 30 days, and removes it', () => {
    keep({ page: '/', params: { utm_source: 'google' }, referrer: '', at: NOW - ATTRIBUTION_MAX_AGE_MS });
    expect(readAttribution(localStorage, NOW)).toMatchObject({ utmSource: 'google' });
    expect(readAttribution(localStorage, NOW + 1)).toBeNull();
    expect(localStorage.getItem(ATTRIBUTION_KEY)).toBeNull();
  });

  it.each([
    ['dated in the future (a clock set back)', { page: '/', params: { utm_source: 'google' }, at: NOW + DAY_MS }],
    ['without a time', { page: '/', params: { utm_source: 'google' } }],
    ['not JSON', '{utm_source'],
    ['an array', [1, 2]],
  ])('drops a capture %s', (_, value) => {
    if (typeof value === 'string') localStorage.setItem(ATTRIBUTION_KEY, value);
    else keep(value);
    expect(readAttribution(localStorage, NOW)).toBeNull();
    expect(localStorage.getItem(ATTRIBUTION_KEY)).toBeNull();
  });

  it('takes the first click id in the order gclid, gbraid, wbraid, fbclid, msclkid', () => {
    keep({ page: '/', params: { msclkid: 'm1', wbraid: 'w1', gbraid: 'g1' }, referrer: '', at: NOW });
    expect(readAttribution(localStorage, NOW)).toMatchObject({ clickIdType: 'gbraid', clickId: 'g1' });
  });

  it('judges a capture edited by hand like any input: another site as landing page, a URL as referrer', () => {
    keep({ page: 'https://evil.example/x', params: { utm_source: 'google' }, referrer: 'https://evil.example/path?x=1', at: NOW });
    expect(readAttribution(localStorage, NOW)).toMatchObject({ landingPage: null, referrerHost: null, utmSource: 'google' });
  });
});

describe('sanitizeAttribution (the inbox judges it again)', () => {
  const valid = {
    landingPage: '/servicos/?utm_source=google&utm_medium=cpc&utm_campaign=x',
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'x',
    utmTerm: null,
    utmContent: null,
    clickIdType: 'gclid',
    clickId: 'Cj0KCQiA-abc_123',
    referrerHost: 'www.google.com',
    landedAt: '2026-11-27T12:00:00.000Z',
  };

  it('keeps a valid attribution as it is', () => {
    expect(sanitizeAttribution(valid)).toEqual(valid);
  });

  it.each([null, undefined, 'google', 42, [valid], {}, { landedAt: '2026-11-27T12:00:00.000Z' }, { utmSource: '   ' }])('is null for %j', (value) => {
    expect(sanitizeAttribution(value)).toBeNull();
  });

  it('drops each bad value on its own and keeps the rest', () => {
    expect(
      sanitizeAttribution({
        ...valid,
        landingPage: 'https://outro.example/?utm_source=google',
        clickIdType: 'dclid',
        referrerHost: 'https://www.google.com/search?q=x',
        landedAt: 'ontem',
        utmTerm: 42,
      }),
    ).toEqual({ ...valid, landingPage: null, clickIdType: null, clickId: null, referrerHost: null, landedAt: null, utmTerm: null });
  });

  it('rebuilds the landing page from its path and the kept campaign values: no other query value', () => {
    expect(sanitizeAttribution({ ...valid, landingPage: '/servicos/?email=maria%40exemplo.com&utm_source=outro' })?.landingPage).toBe(
      '/servicos/?utm_source=google&utm_medium=cpc&utm_campaign=x',
    );
  });

  it('cleans and cuts: no control, newline or text-direction characters, 200 characters at most; a click id over 512 or with markup is dropped', () => {
    const out = sanitizeAttribution({
      ...valid,
      utmSource: 'google\n⚠ PAGO\u0000\u001b[2J\u202e',
      utmCampaign: 'x'.repeat(10_000),
      clickId: 'a'.repeat(513),
    })!;
    expect(out.utmSource).toBe('google ⚠ PAGO[2J');
    expect(out.utmCampaign).toHaveLength(200);
    expect(out.clickId).toBeNull();
    expect(sanitizeAttribution({ ...valid, clickId: 'a'.repeat(512) })?.clickId).toHaveLength(512);
    expect(sanitizeAttribution({ ...valid, clickId: '<!channel>' })?.clickId).toBeNull();
    expect(sanitizeAttribution({ ...valid, clickId: '=HYPERLINK("x")' })?.clickId).toBeNull();
  });

  it('keeps a host only: lower case, no path, no user, no markup', () => {
    expect(sanitizeAttribution({ referrerHost: 'WWW.Google.COM' })?.referrerHost).toBe('www.google.com');
    for (const bad of ['user@evil.example', 'evil.example/path', '<!channel>', 'a b.com', '-x.com', 'x'.repeat(201)]) {
      expect(sanitizeAttribution({ utmSource: 'g', referrerHost: bad })?.referrerHost).toBeNull();
    }
  });
});
