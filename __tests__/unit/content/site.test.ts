import { site } from '@/content/company/site';

const E164_BR = /^\+55\d{10,11}$/;

describe('site facts', () => {
  it('has a head office in Londrina/PR and a branch in Nova Aurora/PR', () => {
    expect(site.sites.map((s) => [s.kind, s.city, s.state])).toEqual([
      ['head-office', 'Londrina', 'PR'],
      ['branch', 'Nova Aurora', 'PR'],
    ]);
  });

  it('gives each site a street address, a CEP and a phone in E.164', () => {
    for (const place of site.sites) {
      expect(place.street).toMatch(/\d/);
      expect(place.cep).toMatch(/^\d{5}-\d{3}$/);
      expect(place.phone.e164).toMatch(E164_BR);
    }
    // Londrina dials 43, Nova Aurora 45.
    const [headOffice, branch] = site.sites;
    expect(headOffice?.phone.e164.startsWith('+5543')).toBe(true);
    // The head office's phone is the main phone, written once (Marca e telefones).
    expect(headOffice?.phone).toEqual(site.mainPhone);
    expect(branch?.phone.e164.startsWith('+5545')).toBe(true);
  });

  it('has a main office phone, a WhatsApp number and a greeting about solar energy', () => {
    expect(site.mainPhone.e164).toMatch(E164_BR);
    expect(site.whatsapp.phone.e164).toMatch(/^\+55\d{2}9\d{8}$/);
    expect(site.whatsapp.greeting).toMatch(/energia solar/i);
  });

  it('has an absolute https site URL without a trailing slash', () => {
    expect(site.url).toMatch(/^https:\/\/[^/]+$/);
  });
});
