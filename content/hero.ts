import 'server-only';
import { SIMULATOR_SECTION_ID } from './simulator';
import type { Illustration, PhotoRef } from './media';

export const hero = {
  eyebrow: 'Londrina · Nova Aurora · todo o Paraná',
  title: 'Sua conta de luz até 95% menor com energia solar',
  /** The words of the title that the note below qualifies (they get its mark). */
  notedWords: 'até 95%',
  // One product per sentence.
  lead: [
    'Projetamos, instalamos e cuidamos da sua usina solar, com financiamento e até 120 dias de carência.',
    'Mora de aluguel ou em apartamento? Com a energia por assinatura, a conta cai sem obra e sem investimento inicial.',
  ],
  primaryCta: 'Solicitar Orçamento',
  secondaryCta: 'Simular economia',
  phoneLead: 'Prefere conversar? Ligue',
  note: {
    id: 'nota-economia',
    mark: '*',
    /** Monthly bills of a typical home, R$: the note gives the simulator's range for them. */
    typicalBillsBRL: [300, 500, 1000],
    text: (f: { year: number; city: string; bills: string; low: string; high: string }) =>
      'Os 95% valem para sistemas ligados antes de 2023, pela regra anterior à Lei 14.300, com quase toda a energia usada na hora ' +
      `em que é gerada. Para uma casa em ${f.city} com conta de ${f.bills} e sistema ligado em ${f.year}, que já paga parte do Fio B ` +
      `e a taxa mínima, o nosso simulador calcula de ${f.low} a ${f.high} de economia no primeiro ano.`,
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
