import 'server-only';
import { resultCopy } from './copy';
import { SIMULATOR_SECTION_ID } from './index';

// The typical homes the pages quote the simulator for, and the one way they word what it gives
// them: the hero, the benefits, the own-plant service page and the simulator's own result say the
// same figures in the same words (components/home/typical-savings.ts computes them at build time).

/** Monthly bills, R$, of the typical homes: the head office's city and the form's defaults (own-plant-input.ts). */
export const TYPICAL_BILLS_BRL = [300, 500, 1000] as const;

/** The figures of the typical homes, formatted: ranges like 'de 79% a 84%', months like 'janeiro de 2031'. */
export type TypicalFigures = {
  city: string;
  /** 'R$ 300 a R$ 1.000'. */
  bills: string;
  /** The month a quote made on the build's day connects in. */
  connected: string;
  firstYear: string;
  settled: string;
  /** The month the rules stop changing (the Fio B whole, the ICMS charged). */
  settledFrom: string;
  horizon: string;
};

const { story } = resultCopy.usina;

export const typicalCopy = {
  /** For whom the figures are. */
  who: (f: TypicalFigures) => `Pelo nosso simulador, uma casa em ${f.city} com conta de ${f.bills}, ligada em ${f.connected}`,
  /** The whole story in the simulator's own words: 'Pelo nosso simulador, …: de 79% a 84% a menos na conta de luz no 1º ano; …'. */
  sentence: (f: TypicalFigures) => `${typicalCopy.who(f)}: ${resultCopy.usina.share(f.firstYear, f.settled, f.settledFrom, f.horizon)}.`,
  /** What lasts after the first year, in the same words, for a place that states the first year beside it. */
  lasting: (f: TypicalFigures) => `${story.settled(f.settled, f.settledFrom)}; ${story.horizon(f.horizon)}`,
  /** Where every statement of the figures sends the visitor to run their own bill. */
  link: { label: 'Simule a sua conta', href: `#${SIMULATOR_SECTION_ID}` },
};
