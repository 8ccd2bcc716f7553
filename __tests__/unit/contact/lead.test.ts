import { buildLeadPayload, leadWhatsAppText } from '@/components/contact/lead-model';
import { EMPTY_LEAD, isLeadEmpty } from '@/lib/lead/fields';
import type { ValidLead } from '@/lib/lead/lead';
import { buildWhatsAppLink } from '@/components/ui/whatsapp-link';
import { site } from '@/content/company/site';
import { PRIVACY_VERSION } from '@/content/legal/privacy-version';
import { ATTRIBUTION_KEY, ATTRIBUTION_MAX_AGE_MS } from '@/lib/attribution/attribution';
import { NO_OPTIONAL_FIELDS } from '@/__tests__/fixtures/lead';

const lead: ValidLead = {
  ...EMPTY_LEAD,
  name: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  phone: '+5543999990000',
  phoneDisplay: '(43) 99999-0000',
  service: 'energia-assinatura',
  message: 'Olá! Quero 10 kWp & mais ☀️',
  visitDate: '2026-12-03',
  visitPeriod: 'manha',
};
const attempt = {
  idempotencyKey: '2b7c3f0e-0d4e-4a8a-9f6e-0a1b2c3d4e5f',
  submittedAt: '2026-11-22T12:00:00.000Z',
  page: 'https://www.solarpr.com.br/',
  fillMs: 41_250,
  fastFill: false,
};

describe('buildLeadPayload', () => {
  it('carries the lead, the page, the time, the consent flag and the idempotency key', () => {
    expect(buildLeadPayload(lead, attempt)).toEqual({
      ...NO_OPTIONAL_FIELDS,
      name: 'Ana Souza',
      email: 'ana@exemplo.com.br',
      phone: '+5543999990000',
      service: 'energia-assinatura',
      serviceLabel: 'Energia por Assinatura',
      message: 'Olá! Quero 10 kWp & mais ☀️',
      visitDate: '2026-12-03',
      visitPeriod: 'manha',
      page: 'https://www.solarpr.com.br/',
      submittedAt: '2026-11-22T12:00:00.000Z',
      consent: true,
      consentVersion: PRIVACY_VERSION,
      fastFill: false,
      fillMs: 41_250,
      idempotencyKey: '2b7c3f0e-0d4e-4a8a-9f6e-0a1b2c3d4e5f',
      attribution: null,
    });
  });

  it('carries what brought the visit, as this browser kept it, and nothing once it expired', () => {
    const at = Date.now() - 60_000;
    localStorage.setItem(
      ATTRIBUTION_KEY,
      JSON.stringify({ page: '/servicos/', params: { utm_source: 'google', gclid: 'abc' }, referrer: 'www.google.com', at }),
    );
    expect(buildLeadPayload(lead, attempt).attribution).toEqual({
      landingPage: '/servicos/?utm_source=google',
      utmSource: 'google',
      utmMedium: null,
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
      clickIdType: 'gclid',
      clickId: 'abc',
      referrerHost: 'www.google.com',
      landedAt: new Date(at).toISOString(),
    });
    localStorage.setItem(ATTRIBUTION_KEY, JSON.stringify({ page: '/', params: { utm_source: 'google' }, referrer: '', at: at - ATTRIBUTION_MAX_AGE_MS }));
    expect(buildLeadPayload(lead, attempt).attribution).toBeNull();
    localStorage.clear();
  });

  it('sends null for no service, and survives JSON with markup, emoji and RTL text intact', () => {
    const tricky = { ...lead, service: '' as const, name: 'محمد <b>😀</b>', message: '</script><script>alert(1)</script> שלום' };
    const payload = buildLeadPayload(tricky, attempt);
    expect(payload.service).toBeNull();
    expect(payload.serviceLabel).toBeNull();
    const roundTrip = JSON.parse(JSON.stringify(payload));
    expect(roundTrip.name).toBe('محمد <b>😀</b>');
    expect(roundTrip.message).toBe('</script><script>alert(1)</script> שלום');
  });
});

describe('leadWhatsAppText and buildWhatsAppLink', () => {
  it('summarises every filled-in field in Portuguese, e-mail included, and encodes them exactly', () => {
    const fields = {
      ...EMPTY_LEAD,
      name: ' Ana Souza ',
      email: 'ana@exemplo.com.br',
      phone: '43999990000',
      service: 'energia-assinatura',
      message: 'Olá! Quero 10 kWp & mais',
    };
    const text = leadWhatsAppText(fields);
    expect(text).toBe(
      'Olá! Vim pelo site da SolarPR Energia e gostaria de falar sobre energia solar.\n\n' +
        'Nome: Ana Souza\nE-mail: ana@exemplo.com.br\nTelefone: (43) 99999-0000\nServiço: Energia por Assinatura\nMensagem: Olá! Quero 10 kWp & mais',
    );
    expect(buildWhatsAppLink(text)).toBe(
      'https://wa.me/5543991000000?text=Ol%C3%A1!%20Vim%20pelo%20site%20da%20SolarPR%20Energia%20e%20gostaria%20de%20falar%20sobre%20energia%20solar.' +
        '%0A%0ANome%3A%20Ana%20Souza%0AE-mail%3A%20ana%40exemplo.com.br%0ATelefone%3A%20(43)%2099999-0000%0AServi%C3%A7o%3A%20Energia%20por%20Assinatura' +
        '%0AMensagem%3A%20Ol%C3%A1!%20Quero%2010%20kWp%20%26%20mais',
    );
  });

  it('carries what a person sees: no bidi overrides or zero-width characters', () => {
    expect(leadWhatsAppText({ ...EMPTY_LEAD, name: 'Ana\u200B', message: 'oi \u202Eevil\u202C' })).toBe(
      'Olá! Vim pelo site da SolarPR Energia e gostaria de falar sobre energia solar.\n\nNome: Ana\nMensagem: oi evil',
    );
  });

  it('leaves out empty fields and falls back to the site greeting when nothing is filled in', () => {
    expect(leadWhatsAppText({ ...EMPTY_LEAD, name: 'Ana' })).toBe(
      'Olá! Vim pelo site da SolarPR Energia e gostaria de falar sobre energia solar.\n\nNome: Ana',
    );
    expect(leadWhatsAppText(EMPTY_LEAD)).toBe(site.whatsapp.greeting);
  });

  it('uses the digits of the WhatsApp number and encodes emoji, RTL text, #, ? and &', () => {
    const url = buildWhatsAppLink('☀️ مرحبا #1 ?a=b&c');
    expect(url).toBe('https://wa.me/5543991000000?text=%E2%98%80%EF%B8%8F%20%D9%85%D8%B1%D8%AD%D8%A8%D8%A7%20%231%20%3Fa%3Db%26c');
    expect(decodeURIComponent(new URL(url).searchParams.get('text') ?? '')).toBe('☀️ مرحبا #1 ?a=b&c');
    expect(new URL(url).pathname).toBe(`/${site.whatsapp.phone.e164.replace('+', '')}`);
  });

  it('replaces half an emoji instead of throwing, and omits an empty text', () => {
    expect(buildWhatsAppLink('oi \uD83C')).toBe('https://wa.me/5543991000000?text=oi%20%EF%BF%BD');
    expect(buildWhatsAppLink('')).toBe('https://wa.me/5543991000000');
  });
});

describe('isLeadEmpty', () => {
  it('is true only when every field is blank', () => {
    expect(isLeadEmpty({ ...EMPTY_LEAD, name: '   ' })).toBe(true);
    expect(isLeadEmpty({ ...EMPTY_LEAD, service: 'consultoria' })).toBe(false);
  });
});
