import 'server-only';
import { companyContent } from './company/data';
import type { FaqEntry, FaqService } from './company/schema';

// The frequent questions page (/perguntas-frequentes/): its words here, its entries in the CMS
// (content/company/faq.json, "Perguntas frequentes"), each with its source and the day it was checked.

export const FAQ_PATH = '/perguntas-frequentes/';

export const FAQ_TITLE = 'Perguntas frequentes sobre energia solar';

export const faqCopy = {
  /** The trail's and the footer's name of the page. */
  name: 'Perguntas frequentes',
  title: FAQ_TITLE,
  description:
    'Energia solar no Paraná, com fonte e data: Lei 14.300 e Fio B, ICMS após 48 meses, prazos da Copel, dias nublados, créditos, garantias ' +
    'e financiamento.',
  lead: 'O que os clientes do Paraná mais perguntam antes de instalar energia solar, com a fonte de cada resposta e a data em que a conferimos.',
  indexTitle: 'Nesta página',
  /** Under an answer the company tagged with services: their pages. */
  aboutService: 'Sobre o serviço',
  /** Before a question linked under a premise of the simulator. */
  premiseLink: 'Pergunta frequente',
  source: 'Fonte',
  checked: 'Conferida em',
  nextTitle: 'Ficou alguma dúvida?',
  nextText: 'Simule a economia para a sua conta ou fale com a nossa equipe.',
  simulate: 'Simular minha economia',
  contact: 'Falar com a equipe',
  card: {
    heading: 'Perguntas frequentes',
    lead: 'Lei 14.300, Fio B, ICMS, prazos da Copel, créditos, garantias e financiamento, com fonte e data.',
    alt: 'Perguntas frequentes sobre energia solar no Paraná, com fonte e data',
  },
};

/** Every entry, in the CMS's order. */
export function faqEntries(): readonly FaqEntry[] {
  return companyContent().faq.items;
}

/** The entries the company shows on a service's page too. */
export function faqForService(service: FaqService, entries: readonly FaqEntry[] = faqEntries()): FaqEntry[] {
  return entries.filter((entry) => entry.services?.includes(service));
}

/** The address of one answer. */
export const faqHref = (id: string) => `${FAQ_PATH}#${id}`;

/** An answer's paragraphs: the CMS separates them with a blank line. */
export function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}

/** 'DD/MM/AAAA' of an ISO day. */
export function checkedOn(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}
