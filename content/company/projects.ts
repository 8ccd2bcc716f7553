import 'server-only';
import { card, type Illustration, type PhotoRef } from '../media';

// The example projects. The spec's two come first; the company can add more here (each with
// its own drawing or photo) and the section lays them out without a code change.

export type Project = {
  id: string;
  segment: 'Residencial' | 'Comercial' | 'Rural' | 'Industrial';
  title: string;
  city: string;
  state: 'PR';
  powerKwp: number;
  /** The figure the case is about: a saving or a payback time. */
  result: { value: string; label: string };
  /**
   * When Copel connected the system. A saving depends on it (issue 24): since 2023 a new system
   * pays part of the Fio B, so 90% reads differently for 2022 and for 2026. Only the company knows
   * it; until it is filled, the card says why the year matters, and a production build refuses a
   * saving without it (projectsMissingConnection).
   */
  connected?: { year: number };
  /** One or two sentences: the situation and what the system changed. */
  story: string;
  illustration: Illustration;
  photo?: PhotoRef;
};

export const projectsIntro = {
  eyebrow: 'Projetos',
  title: 'Projetos que já geram economia',
  lead: 'Alguns dos mais de 500 sistemas que projetamos e instalamos no Paraná.',
};

/** Labels of a case's facts. */
export const projectFacts = {
  power: 'Potência',
  place: 'Local',
  connected: 'Ligado em',
  /** Beside a saving whose connection year the company has not given yet. */
  savingDependsOnYear: 'A economia depende do ano de ligação: desde 2023 há cobrança do Fio B.',
  simulate: 'Simule a sua conta',
};

/** A result that is a share of the bill ('90%'), which the connection year qualifies. */
export const isSavingShare = (project: Project) => project.result.value.trim().endsWith('%');

/** The projects whose saving is shown without the year it was connected (issue 24). */
export function projectsMissingConnection(list: readonly Project[]): Project[] {
  return list.filter((project) => isSavingShare(project) && !project.connected);
}

export const projects: readonly Project[] = [
  {
    id: 'residencial-londrina',
    segment: 'Residencial',
    title: 'Residência em Londrina',
    city: 'Londrina',
    state: 'PR',
    powerKwp: 5,
    result: { value: '90%', label: 'de economia na conta de luz' },
    story:
      'Uma casa térrea com a conta alta no verão, por causa do ar-condicionado. Com o sistema no telhado, homologado na Copel, a conta passou a ' +
      'cobrar pouco mais que a taxa mínima.',
    illustration: card('projeto-londrina', 'Casa térrea com placas solares no telhado, com o lago e os prédios de Londrina ao fundo'),
  },
  {
    id: 'comercial-maringa',
    segment: 'Comercial',
    title: 'Comércio em Maringá',
    city: 'Maringá',
    state: 'PR',
    powerKwp: 15,
    result: { value: '4 anos', label: 'de retorno do investimento (ROI)' },
    story:
      'Uma loja que gasta mais energia no horário comercial, quando o sol está alto, e por isso usa quase tudo o que gera. A economia mensal paga o ' +
      'sistema em 4 anos; depois, são mais de duas décadas de geração.',
    illustration: card('projeto-maringa', 'Loja com placas solares na laje, com a catedral de Maringá e as árvores da cidade ao fundo'),
  },
];

// A production build stops here until every saving says its connection year (README, "Before going live").
if (process.env.SITE_ENV === 'production') {
  const missing = projectsMissingConnection(projects);
  if (missing.length > 0) {
    throw new Error(
      `content/company/projects.ts: ${missing.map((p) => `'${p.title}' (${p.result.value})`).join(', ')} shows a saving without the year the system was ` +
        'connected: add connected: { year } from the company, or show a payback instead (issue 24).',
    );
  }
}
