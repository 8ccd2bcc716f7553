/** @jest-environment node */
import { checkData } from '@/lib/content/check';
import { CHECK_WORDS } from '@/content/company/read';
import { CONTENT_FILES, faqSchema } from '@/content/company/schema';
import faq from '@/content/company/faq.json';
import { PAGED_SERVICES, SERVICES } from '@/content/services';

// The frequent questions are company data (content/company/faq.json, the CMS's "Perguntas
// frequentes" screen): each answer with its source and the day it was checked, and the build
// refuses an entry that breaks a rule, naming the field. Which questions there are is the
// company's to decide: the tests read the file, never a question of it.

const LABEL = 'Perguntas frequentes (content/company/faq.json)';
const check = (data: unknown) => checkData(faqSchema, JSON.stringify(data), LABEL, CHECK_WORDS);
/** An entry the checks below change one field of at a time. */
const entry = {
  id: 'fio-b',
  question: 'O que é o Fio B?',
  answer: 'É a parte da tarifa da Copel que paga o uso da rede de distribuição, cobrada sobre a energia compensada.',
  source: 'Resolução Normativa ANEEL nº 1.059/2023',
  url: 'https://www2.aneel.gov.br/cedoc/ren20231059.html',
  checked: '2026-11-27',
  services: ['usinas-consumo'],
};
const problemsOf = (data: unknown) => {
  const result = check(data);
  return result.ok ? [] : result.problems;
};

describe('the frequent questions', () => {
  it('are a CMS screen, and the file in the repository fits it', () => {
    expect(CONTENT_FILES.find((file) => file.name === 'faq')).toMatchObject({ label: 'Perguntas frequentes', file: 'content/company/faq.json' });
    expect(check(faq)).toMatchObject({ ok: true });
  });

  it('refuse an answer checked on a day still to come', () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(problemsOf({ items: [{ ...entry, checked: tomorrow }] })).toEqual([expect.stringMatching(/'Conferida em' está no futuro/)]);
  });

  it('refuse an answer that names a law its source does not cite, naming the law', () => {
    const answer = 'Pela Lei 14.300, os créditos valem por 60 meses; a Lei nº 10.438 trata de outro assunto.';
    expect(problemsOf({ items: [{ ...entry, answer, source: 'Lei nº 14.300/2022, art. 12' }] })).toEqual([
      expect.stringMatching(/'Fonte' não cita a Lei 10\.438 que a resposta cita/),
    ]);
    expect(problemsOf({ items: [{ ...entry, answer, source: 'Lei nº 14.300/2022 e Lei nº 10.438/2002' }] })).toEqual([]);
  });

  it('refuse an answer that states the rental average: it goes live only beside the offer’s recorded legal basis', () => {
    for (const answer of ['O aluguel médio é de 1,88% ao mês, sempre pago em dia.', 'O Rendimento do aluguel depende da geração de cada usina.']) {
      expect(problemsOf({ items: [{ ...entry, answer }] })).toEqual([expect.stringMatching(/'Resposta' fala do rendimento do aluguel de usinas/)]);
    }
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
    const unpaged = SERVICES.find((service) => !('page' in service))?.id ?? 'servico-sem-pagina';
    const problems = problemsOf({ items: [{ ...entry, services: [unpaged] }] });
    expect(problems).toEqual([expect.stringMatching(/Serviço/)]);
    for (const { label } of PAGED_SERVICES) expect(problems[0]).toContain(label);
  });
});
