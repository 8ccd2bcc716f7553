import 'server-only';
import { QUOTE_CTA } from './navigation';
import { companyContent } from './company/data';
import { site } from './company/site';
import type { Illustration, PhotoRef } from './media';

export const hero = {
  /** The offices' cities and the service area, as the cities' hub and the business data say it: not 'todo o Paraná'. */
  eyebrow: `${site.sites.map((office) => office.city).join(' · ')} · ${companyContent().serviceArea.municipalities.length} municípios do Paraná`,
  /**
   * The title leads with what the simulator computes for a home connected after today's quote,
   * not with the 95% of the old rule, and says it is the first year's; `range` is the
   * simulator's range for the typical homes, e.g. 'de 79% a 84%'. What lasts is the line under it.
   */
  title: (range: string) => `Sua conta de luz ${range} menor no 1º ano com energia solar`,
  /** The title's fixed start, for finding the section whatever the range. */
  titleStart: 'Sua conta de luz',
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
    /**
     * The note's one line, under the buttons, visible without opening it: the saving once the rules
     * stop changing and over 25 years, beside the first year's of the title; the note itself is the
     * sentence every page words the same way (content/simulator/typical.ts).
     */
    summary: (f: { settled: string; from: string; horizon: string }) =>
      `${f.settled} a partir de ${f.from} e ${f.horizon} na média de 25 anos: como calculamos`,
  },
  illustration: {
    src: '/illustrations/hero.svg',
    alt: 'Casa com placas solares no telhado e o inversor na parede, entre uma lavoura de terra roxa e araucárias, sob o sol',
    width: 720,
    height: 540,
  } satisfies Illustration,
  /** The company's photo from the CMS (Fotos do site › Topo da página inicial), in the drawing's place. */
  photo: companyContent().pictures.hero as PhotoRef | undefined,
};
