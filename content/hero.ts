import 'server-only';
import { QUOTE_CTA } from './navigation';
import { SIMULATOR_SECTION_ID } from './simulator';
import type { Illustration, PhotoRef } from './media';

export const hero = {
  eyebrow: 'Londrina · Nova Aurora · todo o Paraná',
  /**
   * The title leads with what the simulator computes for a home connected after today's quote
   * (issue 24), not with the 95% of the old rule; `range` is those words, e.g. 'de 79% a 84%'.
   */
  title: (range: string) => `Sua conta de luz ${range} menor com energia solar`,
  /** The title's fixed start, for finding the section whatever the range. */
  titleStart: 'Sua conta de luz',
  range: (low: string, high: string) => `de ${low} a ${high}`,
  // One product per sentence.
  lead: [
    'Projetamos, instalamos e cuidamos da sua usina solar, com financiamento e até 120 dias de carência.',
    'Mora de aluguel ou em apartamento? Com a energia por assinatura, a conta cai sem obra e sem investimento inicial.',
  ],
  primaryCta: QUOTE_CTA,
  secondaryCta: 'Simular economia',
  phoneLead: 'Prefere conversar? Ligue',
  note: {
    id: 'nota-economia',
    mark: '*',
    /** The note's one line, under the buttons: the whole note opens from it. */
    summary: 'Economia no 1º ano pelo nosso simulador: como calculamos',
    /** Monthly bills of a typical home, R$: the title gives the simulator's range for them. */
    typicalBillsBRL: [300, 500, 1000],
    text: (f: { connected: string; fioB: string; city: string; bills: string }) =>
      `Economia no 1º ano pelo nosso simulador: casa em ${f.city}, conta de ${f.bills}, sistema ligado em ${f.connected}, já com ` +
      `${f.fioB} do Fio B e a taxa mínima da Copel.`,
    link: { label: 'Simule a sua conta', href: `#${SIMULATOR_SECTION_ID}` },
  },
  illustration: {
    src: '/illustrations/hero.svg',
    alt: 'Casa com placas solares no telhado e o inversor na parede, entre uma lavoura de terra roxa e araucárias, sob o sol',
    width: 720,
    height: 540,
  } satisfies Illustration,
  photo: undefined as PhotoRef | undefined,
};
