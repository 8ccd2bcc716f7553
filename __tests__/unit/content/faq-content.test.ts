/** @jest-environment node */
import { checkData } from '@/lib/content/check';
import { CHECK_WORDS } from '@/content/company/read';
import { CONTENT_FILES, FAQ_SERVICES, faqSchema } from '@/content/company/schema';
import { PREMISES } from '@/content/simulator/premise-texts';
import faq from '@/content/company/faq.json';

// The frequent questions are company data (content/company/faq.json, the CMS's "Perguntas
// frequentes" screen): at least twelve, each answer with its source and the day it was checked,
// and the build refuses an entry without them, naming the field.

const LABEL = 'Perguntas frequentes (content/company/faq.json)';
const check = (data: unknown) => checkData(faqSchema, JSON.stringify(data), LABEL, CHECK_WORDS);
const entry = faq.items[0]!;
const problemsOf = (data: unknown) => {
  const result = check(data);
  return result.ok ? [] : result.problems;
};

describe('the frequent questions', () => {
  it('are a CMS screen, and the file in the repository fits it', () => {
    expect(CONTENT_FILES.find((file) => file.name === 'faq')).toMatchObject({ label: 'Perguntas frequentes', file: 'content/company/faq.json' });
    expect(check(faq)).toMatchObject({ ok: true });
  });

  it('answer at least 12 questions, among them every subject a Paraná homeowner asks before buying', () => {
    expect(faq.items.length).toBeGreaterThanOrEqual(12);
    const ids = faq.items.map((item) => item.id);
    for (const subject of [
      'fio-b',
      'icms-48-meses',
      'ligacao-copel',
      'nublado-e-noite',
      'creditos',
      'manutencao',
      'garantias',
      'financiamento',
      'rural',
      'assinatura-ou-usina',
      'telhado',
      'mudanca',
    ]) {
      expect(ids).toContain(subject);
    }
  });

  it('give every answer a source and the day it was checked, a calendar day not after today', () => {
    for (const item of faq.items) {
      expect(item.source.trim().length).toBeGreaterThanOrEqual(10);
      expect(item.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Date.parse(`${item.checked}T00:00:00Z`)).toBeLessThanOrEqual(Date.now());
    }
  });

  it('cite a law or a resolution with its number and year wherever an answer names one', () => {
    for (const item of faq.items) {
      for (const [, number] of item.answer.matchAll(/Lei (\d+(?:\.\d+)*)/g)) expect(item.source).toContain(number);
    }
  });

  it('never state the rental average: it goes live only beside the offer’s recorded legal basis', () => {
    for (const item of faq.items) expect(`${item.question} ${item.answer}`).not.toMatch(/1,88|rendimento/);
  });

  it('tag at least two questions for each service page', () => {
    for (const service of FAQ_SERVICES) expect(faq.items.filter((item) => item.services.includes(service)).length).toBeGreaterThanOrEqual(2);
  });

  it('hold every answer a premise of the simulator links to', () => {
    const linked = PREMISES.flatMap((premise) => (premise.faq ? [premise.faq] : []));
    expect(linked).toContain('fio-b');
    for (const id of linked) expect(faq.items.map((item) => item.id)).toContain(id);
  });

  it('refuse an entry without its source or its date, naming the entry and the field', () => {
    const noSource = { ...entry, source: undefined };
    expect(problemsOf({ items: [noSource] })).toEqual([expect.stringMatching(/Pergunta 1.*'Fonte' é obrigatório/)]);
    expect(problemsOf({ items: [{ ...entry, checked: '2026-02-30' }] })).toEqual([expect.stringMatching(/Conferida em.*não é uma data do calendário/)]);
    expect(problemsOf({ items: [{ ...entry, source: 'Lei' }] })).toEqual([expect.stringMatching(/Fonte.*precisa dizer de onde vem a resposta/)]);
  });

  it('refuse an address with accents or spaces, and two questions with the same address, naming it', () => {
    expect(problemsOf({ items: [{ ...entry, id: 'Fio B' }] })).toEqual([expect.stringMatching(/Endereço da pergunta.*letras minúsculas sem acento/)]);
    expect(problemsOf({ items: [entry, { ...entry, question: 'Outra pergunta sobre o Fio B?' }] })).toEqual([
      expect.stringMatching(/'Endereço da pergunta' fio-b em mais de uma pergunta/),
    ]);
  });

  it('refuse a source link that is not a public https address, so no entry can put a script or a plain http page behind a link', () => {
    for (const url of ['javascript:alert(1)', 'http://www.planalto.gov.br/lei.htm', 'https://usuario:senha@exemplo.com.br/']) {
      expect(problemsOf({ items: [{ ...entry, url }] })).toEqual([expect.stringMatching(/Link da fonte/)]);
    }
  });

  it('refuse a service that has no page, listing the ones that do', () => {
    expect(problemsOf({ items: [{ ...entry, services: ['manutencao'] }] })).toEqual([expect.stringMatching(/Serviço.*Usinas para Consumo Próprio/)]);
  });
});
