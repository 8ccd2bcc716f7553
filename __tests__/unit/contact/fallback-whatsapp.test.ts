import { fallbackWhatsAppHref, whatsappMessage } from '@/components/contact/fallback-whatsapp';
import { EMPTY_LEAD } from '@/lib/lead/fields';
import { leadWhatsAppText } from '@/components/contact/lead-model';
import { contactCopy } from '@/content/contact/messages';
import { services } from '@/content/services';
import { LEAD_CITIES } from '@/content/contact/lead-rules';

// The WhatsApp link the island builds when the form's own code cannot load (its chunk gone after a redeploy, say).

const WORDS = {
  ...contactCopy.whatsappText,
  choices: { service: Object.fromEntries(services.map((service) => [service.id, service.label])) },
  periods: contactCopy.visitPeriodWords,
};
/** A served municipality: whichever the company's service area lists first. */
const CITY = LEAD_CITIES[0]!;
const GREETING = 'https://wa.me/5543991000000?text=Ol%C3%A1';
const textOf = (href: string) => decodeURIComponent(new URL(href).searchParams.get('text') ?? '');

describe('whatsappMessage', () => {
  it('is the intro and one line per value given, blanks left out; empty with no value', () => {
    expect(
      whatsappMessage('Olá!', [
        ['Nome', ' Ana '],
        ['E-mail', ''],
        ['Mensagem', 'Oi'],
      ]),
    ).toBe('Olá!\n\nNome: Ana\nMensagem: Oi');
    expect(whatsappMessage('Olá!', [['Nome', '  ']])).toBe('');
  });
});

describe('fallbackWhatsAppHref', () => {
  it('is the greeting link while nothing is filled in', () => {
    expect(fallbackWhatsAppHref(EMPTY_LEAD, WORDS, GREETING)).toBe(GREETING);
  });

  it('carries what was typed, the service by its label and the visit as a date and a period', () => {
    const fields = {
      ...EMPTY_LEAD,
      name: 'Ana',
      phone: '(41) 99123-4567',
      city: CITY,
      service: 'limpeza-placas',
      message: 'Oi',
      visitDate: '2026-12-03',
      visitPeriod: 'manha',
    };
    expect(textOf(fallbackWhatsAppHref(fields, WORDS, GREETING))).toBe(
      [
        contactCopy.whatsappText.intro,
        '',
        'Nome: Ana',
        'Telefone: (41) 99123-4567',
        `Cidade: ${CITY}`,
        'Serviço: Limpeza de Placas Solares',
        'Mensagem: Oi',
        `Visita técnica: 03/12/2026, ${contactCopy.visitPeriodWords.manha}`,
      ].join('\n'),
    );
  });

  it('says the same as the full form code for what it knows (name, e-mail, city, service, message)', () => {
    const fields = { ...EMPTY_LEAD, name: 'Ana', email: 'ana@exemplo.com.br', city: CITY, service: 'consultoria', message: 'Oi' };
    expect(textOf(fallbackWhatsAppHref(fields, WORDS, GREETING))).toBe(leadWhatsAppText(fields));
  });
});
